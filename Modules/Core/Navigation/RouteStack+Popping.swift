public import EnumPaths

extension RouteStack {
  /// Pops the top `count` pushes of the current navigation.
  ///
  /// Across presentations: never crosses one; the current navigation is the top layer.
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/notEnoughPushes(requested:available:)`` when the current navigation has
  ///   fewer pushes (a presentation on top has none).
  public mutating func pop(_ count: Int = 1) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    let available = pushCountInCurrentNavigation
    guard count <= available else {
      throw .notEnoughPushes(requested: count, available: available)
    }
    truncate(toCount: routes.count - count)
  }

  /// Pops until the route with this identity is on top.
  ///
  /// Across presentations: the route must be in the current navigation (its root or one of its
  /// pushes).
  /// - Throws: ``NavigationError/unknownRoute(_:)``;
  ///   ``NavigationError/routeOutsideCurrentNavigation(_:)`` when reaching it means a dismiss.
  public mutating func popTo(id: RouteID) throws(NavigationError) {
    guard let position = position(of: id) else { throw .unknownRoute(id) }
    guard position >= currentLayerStart else { throw .routeOutsideCurrentNavigation(id) }
    truncate(toCount: position + 1)
  }

  /// Pops until the topmost route of the current navigation whose screen satisfies `predicate`
  /// is on top.
  ///
  /// Across presentations: only the current navigation is searched.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen there matches.
  public mutating func popTo(where predicate: (Screen) -> Bool) throws(NavigationError) {
    let current = routes[currentLayerStart...]
    guard let position = current.lastIndex(where: { predicate($0.screen) }) else {
      throw .noMatchingRoute
    }
    truncate(toCount: position + 1)
  }

  /// Pops until the topmost screen of this case in the current navigation is on top.
  ///
  /// Across presentations: only the current navigation is searched.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen there is of this case.
  public mutating func popTo<Value>(_ screenCase: CasePath<Screen, Value>) throws(NavigationError) {
    try popTo(where: screenCase.matches)
  }

  /// Pops every push above the root.
  ///
  /// Across presentations: only valid when nothing is presented; use ``goBackToRoot()`` to
  /// dismiss presentations too.
  /// - Throws: ``NavigationError/routeOutsideCurrentNavigation(_:)`` when a presentation is
  ///   open.
  public mutating func popToRoot() throws(NavigationError) {
    try popTo(id: root.id)
  }

  /// Pops every push of the current navigation, leaving its root (the top sheet or cover, or
  /// the stack's root) on top.
  ///
  /// Across presentations: never crosses one. With nothing pushed it does nothing.
  public mutating func popToCurrentNavigationRoot() {
    truncate(toCount: currentLayerStart + 1)
  }
}
