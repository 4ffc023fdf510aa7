extension RouteStack {
  /// Where the stack stands in the history of its screens' changes in place: what a front end
  /// keeps of the stack it showed, to ask ``routesChanged(since:)`` at its next change.
  @inlinable
  public var revision: RouteStackRevision {
    RouteStackRevision(history: history, count: history.count)
  }

  /// The identities of the routes still in the stack whose screens changed in place since
  /// `revision`, latest change first; `nil` when the stack cannot tell, because `revision` was
  /// not taken of this stack or of what it was before (a stack built anew, or assigned from a
  /// copy changed apart).
  ///
  /// Costs time in the number of changes since, not in the size of the stack. Routes that
  /// arrived or left are not changes in place: identities tell them, since they only count up.
  @inlinable
  public func routesChanged(since revision: RouteStackRevision) -> [RouteID]? {
    guard revision.history === history.identity, revision.count <= history.count else {
      return nil
    }
    // The routes that left are left out as they are found: no second list is made.
    return history.changed(after: revision.count) { position(of: $0) != nil }
  }

  /// How many routes from the bottom were there when the stack's ``nextID`` was `counter`:
  /// identities only count up and routes leave from the top, so they are the bottom routes
  /// whose identities are below it. In time logarithmic in the size of the stack.
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

  /// Keeps each route's latest change, of the routes still in the stack: the history then
  /// holds at most a change per route, and compacting again waits for as many changes more.
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
