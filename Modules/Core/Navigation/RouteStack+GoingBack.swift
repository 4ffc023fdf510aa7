extension RouteStack {
  /// Does what a user's back does `count` times: removes the top `count` routes, popping
  /// pushes and dismissing presentations alike.
  ///
  /// A decision that knows what it removes says so with ``pop(_:file:line:)`` or
  /// ``dismiss(_:file:line:)``. A presentation counts as one route, its pushes as the routes
  /// above it. Going past the root, or a negative count, stops a debug build (see
  /// ``canGoBack``); a release build removes nothing.
  @inlinable
  public mutating func goBack(_ count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedGoBack(count) } catch { misuse(error, file: file, line: line) }
  }

  /// ``goBack(_:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/cannotGoBackPastRoot(requested:available:)``.
  @inlinable
  mutating func checkedGoBack(_ count: Int) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count < routes.count else {
      throw .cannotGoBackPastRoot(requested: count, available: routes.count - 1)
    }
    truncate(toCount: routes.count - count)
  }
}
