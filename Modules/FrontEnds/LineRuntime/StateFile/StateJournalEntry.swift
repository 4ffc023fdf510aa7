import Navigation

/// One save written as what changed since the save before: the routes kept from the bottom,
/// those of them whose screens changed in place, and the routes that arrived above them.
///
/// A line of a state file after its snapshot (see `StateFile+Journal.swift`). Positions, not
/// identities, say where a change goes, so that an entry applies to the routes as a load
/// reads them, identities renumbered or not.
struct StateJournalEntry<Screen: Codable>: Codable {
  /// A route of the kept ones whose screen changed.
  struct Change: Codable {
    var at: Int
    var route: IdentifiedRoute<Screen>
  }

  /// How many routes from the bottom stay.
  var keep: Int
  /// The kept routes that changed in place, by position.
  var changed: [Change]
  /// The routes above the kept ones, bottom first.
  var arrived: [IdentifiedRoute<Screen>]
  /// The stack's identity counter.
  var nextID: RouteID

  /// The entry that takes a stack saved with `savedNextID` as its counter to `stack`, or `nil`
  /// when identities cannot tell (a stack assigned whole, its counter behind the saved one):
  /// then only a snapshot says it.
  ///
  /// Identities only count up and routes leave from the top, so the routes still there from
  /// the save are the bottom ones whose identities are below the saved counter.
  init?(from stack: RouteStack<Screen>, savedNextID: RouteID, changedSince changedIDs: [RouteID]) {
    guard stack.nextID >= savedNextID else { return nil }
    let keep = stack.countOfRoutes(from: savedNextID)
    // A new root replaced everything.
    guard keep > 0 else { return nil }
    self.keep = keep
    changed = changedIDs.compactMap { id in
      guard let position = stack.position(of: id), position < keep else { return nil }
      return Change(at: position, route: stack.routes[position])
    }.sorted { $0.at < $1.at }
    arrived = Array(stack.routes[keep...])
    nextID = stack.nextID
  }

  /// Applies the entry to `routes`, the routes as read so far.
  /// - Returns: what is wrong with the entry, or `nil` once applied.
  func apply(to routes: inout [IdentifiedRoute<Screen>], nextID counter: inout RouteID) -> String? {
    guard keep >= 1, keep <= routes.count else {
      return "it keeps \(keep) routes of \(routes.count)"
    }
    routes.removeSubrange(keep...)
    for change in changed {
      guard change.at >= 0, change.at < keep, routes[change.at].id == change.route.id else {
        return "it changes a route it does not keep (at \(change.at))"
      }
      routes[change.at] = change.route
    }
    routes.append(contentsOf: arrived)
    counter = nextID
    return nil
  }
}
