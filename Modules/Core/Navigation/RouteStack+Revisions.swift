extension RouteStack {
  /// Where the stack stands in its history of screen changes: what a front end keeps of the
  /// stack it showed, to ask ``routesChanged(since:)`` later.
  @inlinable
  public var revision: RouteStackRevision {
    RouteStackRevision(history: history, count: history.count)
  }

  /// The routes still in the stack whose screens changed in place since `revision`, latest
  /// first; `nil` when `revision` was not taken of this stack or of what it was before.
  ///
  /// Costs time in the changes since, not the stack's size. Routes that arrived or left are
  /// not changes in place: identities tell them, since they only count up.
  @inlinable
  public func routesChanged(since revision: RouteStackRevision) -> [RouteID]? {
    guard revision.history === history.identity, revision.count <= history.count else {
      return nil
    }
    // The routes that left are left out as they are found: no second list is made.
    return history.changed(after: revision.count) { position(of: $0) != nil }
  }

  /// How many bottom routes were there when ``nextID`` was `counter`, in logarithmic time:
  /// routes leave from the top and identities count up, so they are those below `counter`.
  @inlinable
  public func countOfRoutes(from counter: RouteID) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < counter { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Counts a change in place of the screen of `id`.
  @inlinable
  mutating func countChange(of id: RouteID) {
    history.separate()
    if history.record(id), history.changes.count > 2 * entries.count + 16 { compactHistory() }
  }

  /// Keeps only the latest change of each route still in the stack.
  @usableFromInline
  mutating func compactHistory() {
    var seen: Set<RouteID> = history.latest.map { [$0] } ?? []
    var kept: [RouteHistory.Change] = []
    for change in history.changes.reversed()
    where positions[change.id] != nil && seen.insert(change.id).inserted {
      kept.append(change)
    }
    history.changes = kept.reversed()
  }
}
