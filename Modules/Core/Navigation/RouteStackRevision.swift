/// Where a stack stood in the history of its screens' changes in place: what a front end keeps
/// of the stack it showed, to ask the stack later which routes changed since
/// (``RouteStack/routesChanged(since:)``), in time proportional to the change.
///
/// A revision is the stack's own count of changes, with the history that counts them: a stack
/// built anew (from routes, a decoder or `init(root:)`), or a copy changed apart from the one
/// the revision was taken of, does not pass for it, and says it cannot tell. It names the
/// history by an object of the history's own, not the history itself, so that keeping it never
/// makes the stack copy its history on its next change.
public struct RouteStackRevision: Sendable {
  /// The history the count belongs to: kept alive by the revision, so that no other history
  /// takes its place.
  @usableFromInline let history: RouteHistory.Identity
  /// The changes in place the stack had seen.
  @usableFromInline let count: Int

  @usableFromInline
  init(history: RouteHistory, count: Int) {
    self.history = history.identity
    self.count = count
  }
}
