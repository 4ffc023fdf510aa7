/// A count of a stack's screen changes in place, and the route of each, enough to tell which
/// routes changed since any earlier count (``RouteStack/routesChanged(since:)``).
///
/// Copies of the stack share the history's identity until one changes a screen or pushes a
/// route and takes a new one. So a revision names the history it was taken of, and is not
/// taken for a copy changed apart or a stack built anew. Equality, hashing and coding ignore it.
@usableFromInline
struct RouteHistory: Sendable {
  /// One change in place: the count it made, and the route it changed.
  @usableFromInline
  struct Change: Sendable {
    @usableFromInline var count: Int
    @usableFromInline var id: RouteID

    @usableFromInline
    init(count: Int, id: RouteID) {
      self.count = count
      self.id = id
    }
  }

  /// What a revision holds to name this history.
  @usableFromInline
  final class Identity: Sendable {
    @usableFromInline
    init() {}
  }

  /// Held by the stack's copies, never by revisions: when shared, a copy separates to change.
  @usableFromInline
  final class Holder: Sendable {
    @usableFromInline
    init() {}
  }

  /// This history, as revisions name it.
  @usableFromInline var identity = Identity()
  /// Shared by the copies of the stack that share this history.
  @usableFromInline var holder = Holder()
  /// The changes in place since the stack was built.
  @usableFromInline var count = 0
  /// The route of the latest change, made at `count`. Kept apart from ``changes`` so that a
  /// screen changed by action after action costs a count and a compare.
  @usableFromInline var latest: RouteID?
  /// The changes before the latest, oldest first; stale ones stay until the stack compacts.
  @usableFromInline var changes: [Change] = []

  /// A history with no change yet.
  @usableFromInline
  init() {}

  /// Takes an identity of its own when another copy of the stack shares this one.
  @inlinable
  mutating func separate() {
    guard !isKnownUniquelyReferenced(&holder) else { return }
    holder = Holder()
    identity = Identity()
  }

  /// Counts a change of the screen of `id`; `true` when ``changes`` grew.
  @inlinable
  mutating func record(_ id: RouteID) -> Bool {
    count += 1
    guard latest != id else { return false }
    if let latest { changes.append(Change(count: count - 1, id: latest)) }
    latest = id
    return true
  }

  /// Each route changed after `count` that `isKept` keeps, latest change first, once.
  @usableFromInline
  func changed(after count: Int, where isKept: (RouteID) -> Bool) -> [RouteID] {
    guard let latest, self.count > count else { return [] }
    var changed: [RouteID] = isKept(latest) ? [latest] : []
    // A line changes a route or two; a set only pays off for many.
    var seen: Set<RouteID>?
    for change in changes.reversed() {
      guard change.count > count else { break }
      if seen == nil, changed.count >= 16 { seen = Set(changed) }
      let isNew = if let seen { !seen.contains(change.id) } else { !changed.contains(change.id) }
      guard change.id != latest, isNew, isKept(change.id) else { continue }
      seen?.insert(change.id)
      changed.append(change.id)
    }
    return changed
  }
}
