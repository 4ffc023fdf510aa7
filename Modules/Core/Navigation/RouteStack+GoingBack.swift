public import EnumPaths

extension RouteStack {
  /// Does what a user's back does `count` times: removes the top `count` routes, whether each
  /// is a push (popped) or a presentation (dismissed).
  ///
  /// Across presentations: crosses them freely; a presentation goes as one route, so the
  /// pushes inside it must be removed first (they are the routes above it).
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/cannotGoBackPastRoot(requested:available:)`` when `count` would remove
  ///   the root.
  public mutating func goBack(_ count: Int = 1) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count < routes.count else {
      throw .cannotGoBackPastRoot(requested: count, available: routes.count - 1)
    }
    truncate(toCount: routes.count - count)
  }

  /// Goes back until the route with this identity is on top.
  ///
  /// Across presentations: crosses them, dismissing every layer above the route.
  /// - Throws: ``NavigationError/unknownRoute(_:)`` when no route has this identity.
  public mutating func goBackTo(id: RouteID) throws(NavigationError) {
    guard let position = position(of: id) else { throw .unknownRoute(id) }
    truncate(toCount: position + 1)
  }

  /// Goes back until the topmost route whose screen satisfies `predicate` is on top.
  ///
  /// Across presentations: crosses them, as ``goBackTo(id:)``.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen matches.
  public mutating func goBackTo(where predicate: (Screen) -> Bool) throws(NavigationError) {
    guard let position = routes.lastIndex(where: { predicate($0.screen) }) else {
      throw .noMatchingRoute
    }
    truncate(toCount: position + 1)
  }

  /// Goes back until the topmost screen of this case is on top, as in
  /// `goBackTo(Screen.numbersList)`.
  ///
  /// Across presentations: crosses them, as ``goBackTo(id:)``.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen is of this case.
  public mutating func goBackTo<Value>(
    _ screenCase: CasePath<Screen, Value>
  )
    throws(NavigationError)
  {
    try goBackTo(where: screenCase.matches)
  }

  /// Goes back to the root, dismissing every presentation and popping every push.
  ///
  /// Across presentations: crosses all of them. At the root it does nothing.
  public mutating func goBackToRoot() {
    truncate(toCount: 1)
  }
}
