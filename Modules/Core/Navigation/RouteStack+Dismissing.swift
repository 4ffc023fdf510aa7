extension RouteStack {
  /// Dismisses the top `count` presentations, each with the pushes on top of it.
  ///
  /// More than ``presentationCount``, or a negative count, stops a debug build; a release
  /// build dismisses nothing.
  public mutating func dismiss(_ count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    do { try checkedDismiss(count) } catch { misuse(error, file: file, line: line) }
  }

  /// Dismisses every presentation, leaving the root's layer with its pushes.
  public mutating func dismissAll() {
    let starts = layerStartPositions
    truncate(toCount: starts.count > 1 ? starts[1] : routes.count)
  }

  /// ``dismiss(_:file:line:)``, refusing instead of stopping.
  /// - Throws: ``NavigationError/negativeCount(_:)``;
  ///   ``NavigationError/notEnoughPresentations(requested:available:)`` when fewer are open.
  mutating func checkedDismiss(_ count: Int) throws(NavigationError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= presentationCount else {
      throw .notEnoughPresentations(requested: count, available: presentationCount)
    }
    guard count > 0 else { return }
    let starts = layerStartPositions
    truncate(toCount: starts[starts.count - count])
  }
}
