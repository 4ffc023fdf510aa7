/// Where a stack stood in its history of screen changes: what a front end keeps to ask
/// ``RouteStack/routesChanged(since:)`` later, in time proportional to the change.
///
/// A stack built anew, or a copy changed apart, cannot answer for another's revision. Holding
/// an object of the history's, not the history, it never makes the stack copy its history.
public struct RouteStackRevision: Sendable {
  /// The history the count belongs to, kept alive so that no other history takes its place.
  @usableFromInline let history: RouteHistory.Identity
  /// The changes in place the stack had seen.
  @usableFromInline let count: Int

  @usableFromInline
  init(history: RouteHistory, count: Int) {
    self.history = history.identity
    self.count = count
  }
}
