public import EnumPaths

extension RouteStack {
  /// Does what a user's back does `count` times: removes the top `count` routes, whether each
  /// is a push (popped) or a presentation (dismissed).
  ///
  /// Across presentations: crosses them freely; a presentation goes as one route, so the
  /// pushes inside it must be removed first (they are the routes above it). Going back past
  /// the root, or a negative count, stops a debug build (see ``canGoBack``); a release build
  /// removes nothing.
  @inlinable
  public mutating func goBack(_ count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedGoBack(count) } catch { misuse(error, file: file, line: line) }
  }

  /// Goes back until the route with this identity is on top, dismissing every layer above it.
  /// An identity not in the stack stops a debug build; a release build removes nothing.
  public mutating func goBackTo(id: RouteID, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedGoBackTo(id: id) } catch { misuse(error, file: file, line: line) }
  }

  /// Goes back until the topmost route whose screen satisfies `predicate` is on top, crossing
  /// presentations. With no match a debug build stops; a release build removes nothing.
  public mutating func goBackTo(
    where predicate: (Screen) -> Bool, file: StaticString = #fileID, line: UInt = #line
  ) {
    do { try checkedGoBackTo(where: predicate) } catch { misuse(error, file: file, line: line) }
  }

  /// Goes back until the topmost screen of this case is on top, as in
  /// `goBackTo(listPath)` with a case path of the list, as ``goBackTo(where:file:line:)`` does.
  public mutating func goBackTo<Value>(
    _ screenCase: CasePath<Screen, Value>, file: StaticString = #fileID, line: UInt = #line
  ) {
    goBackTo(where: screenCase.matches, file: file, line: line)
  }

  /// Goes back to the root, dismissing every presentation and popping every push.
  ///
  /// Across presentations: crosses all of them. At the root it does nothing.
  public mutating func goBackToRoot() {
    truncate(toCount: 1)
  }

  /// ``goBack(_:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/cannotGoBackPastRoot(requested:available:)`` when `count` would remove
  ///   the root.
  @inlinable
  mutating func checkedGoBack(_ count: Int) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count < routes.count else {
      throw .cannotGoBackPastRoot(requested: count, available: routes.count - 1)
    }
    truncate(toCount: routes.count - count)
  }

  /// ``goBackTo(id:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/unknownRoute(_:)`` when no route has this identity.
  mutating func checkedGoBackTo(id: RouteID) throws(NavigationError) {
    guard let position = position(of: id) else { throw .unknownRoute(id) }
    truncate(toCount: position + 1)
  }

  /// ``goBackTo(where:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/noMatchingRoute`` when no screen matches.
  mutating func checkedGoBackTo(where predicate: (Screen) -> Bool) throws(NavigationError) {
    guard let position = routes.lastIndex(where: { predicate($0.screen) }) else {
      throw .noMatchingRoute
    }
    truncate(toCount: position + 1)
  }
}
