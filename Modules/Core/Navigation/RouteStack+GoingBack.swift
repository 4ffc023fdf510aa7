extension RouteStack {
  /// Does what a user's back does `count` times: removes the top `count` routes, whether each
  /// is a push (popped) or a presentation (dismissed).
  ///
  /// The one way down that does not ask how a route arrived; ``pop(_:file:line:)`` removes
  /// pushes only and ``dismiss(_:file:line:)`` whole presentations, so a decision that knows
  /// what it removes says so. Going back to a route is `goBack` by its distance from the top.
  ///
  /// Across presentations: crosses them freely; a presentation goes as one route, so the
  /// pushes inside it must be removed first (they are the routes above it). Going back past
  /// the root, or a negative count, stops a debug build (see ``canGoBack``); a release build
  /// removes nothing.
  @inlinable
  public mutating func goBack(_ count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedGoBack(count) } catch { misuse(error, file: file, line: line) }
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
}
