/// The history of a stack's screens' changes in place: a counter, and the route each change
/// reached, enough to tell which routes changed since any earlier count
/// (``RouteStack/routesChanged(since:)``).
///
/// A value inside the stack, named by an identity of its own: copies of the stack share the
/// identity until one of them changes a screen or pushes a route, which then takes a new one,
/// so a revision names the history it was taken of, and a copy changed apart (whose next
/// identities name other routes), or a stack built anew, is not taken for it. No part of the
/// stack's value: equality, hashing and coding ignore it.
@usableFromInline
struct RouteHistory: Sendable {
  /// One change in place: the count it made, and the route whose screen it reached.
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

  /// What the stack's copies hold, and revisions never do: held by another copy, it says that
  /// this copy must take an identity of its own before it changes.
  @usableFromInline
  final class Holder: Sendable {
    @usableFromInline
    init() {}
  }

  /// This history, as revisions name it.
  @usableFromInline var identity = Identity()
  /// Shared by the copies of the stack that share this history.
  @usableFromInline var holder = Holder()
  /// How many changes in place the stack has seen since it was built.
  @usableFromInline var count = 0
  /// The route of the latest change, made at `count`: kept apart from ``changes`` so that a
  /// screen changed again and again (every action a screen gets) costs a count and a compare.
  @usableFromInline var latest: RouteID?
  /// The changes before the latest, oldest first, each made at its count; an earlier change of
  /// a route, or one of a route that left, stays until the stack compacts its history.
  @usableFromInline var changes: [Change] = []

  /// A history with no change yet: a stack built anew.
  @usableFromInline
  init() {}

  /// Takes an identity of its own when another copy of the stack shares this one: what a copy
  /// does before it changes apart.
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
    // A line changes a route or two: a set to tell them apart is made only for many, since
    // making one cost more than the rest of the question.
    var seen: Set<RouteID>?
    for change in changes.reversed() {
      guard change.count > count else { break }
      if seen == nil, changed.count >= 16 { seen = Set(changed) }
      let isNew = if let seen { !seen.contains(change.id) } else { !changed.contains(change.id) }
      // A route that left is left out each time it is found, as the latest is.
      guard change.id != latest, isNew, isKept(change.id) else { continue }
      seen?.insert(change.id)
      changed.append(change.id)
    }
    return changed
  }
}
