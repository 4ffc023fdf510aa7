import Foundation
import Navigation
import Testing

@testable import LineRuntime

/// An entry says what changed between two saves of a stack, and applied to the first gives
/// the second.
struct StateJournalEntryTests {
  func stack(_ screens: [String]) -> RouteStack<String> {
    var stack = RouteStack(root: screens[0])
    stack.push(contentsOf: screens.dropFirst())
    return stack
  }

  @Test func anEntryAppliedToTheSavedRoutesGivesTheStackNow() throws {
    var now = stack(["a", "b", "c"])
    let (savedRoutes, savedNextID) = (now.routes, now.nextID)
    let revision = now.revision
    now.goBack()
    _ = now.modifyScreen(id: RouteID(1)) { $0 = "B" }
    now.push("d")
    let changed = try #require(now.routesChanged(since: revision))
    let entry = try #require(
      StateJournalEntry(from: now, savedNextID: savedNextID, changedSince: changed))
    #expect(entry.keep == 2)
    #expect(entry.changed.map(\.at) == [1])
    #expect(entry.arrived.map(\.screen) == ["d"])
    var routes = savedRoutes
    var nextID = savedNextID
    #expect(entry.apply(to: &routes, nextID: &nextID) == nil)
    #expect(try RouteStack(routes: routes, nextID: nextID) == now)
  }

  @Test func aStackWhoseRootWasReplacedHasNoEntry() throws {
    let saved = stack(["a", "b"])
    var now = saved
    try now.replace(with: [Route(.root(embedsNavigation: true), "z")])
    #expect(StateJournalEntry(from: now, savedNextID: saved.nextID, changedSince: []) == nil)
  }

  @Test func aStackWhoseCounterIsBehindTheSavedOneHasNoEntry() {
    let saved = stack(["a", "b", "c"])
    let now = stack(["a"])
    #expect(StateJournalEntry(from: now, savedNextID: saved.nextID, changedSince: []) == nil)
  }

  @Test func anEntryKeepingMoreRoutesThanThereAreSaysSo() throws {
    let entry = try JSONDecoder().decode(
      StateJournalEntry<String>.self,
      from: Data(#"{"arrived":[],"changed":[],"keep":5,"nextID":9}"#.utf8))
    var routes = stack(["a", "b"]).routes
    var nextID = RouteID(2)
    #expect(entry.apply(to: &routes, nextID: &nextID) == "it keeps 5 routes of 2")
  }

  @Test func anEntryChangingARouteItDoesNotKeepSaysSo() throws {
    let entry = try JSONDecoder().decode(
      StateJournalEntry<String>.self,
      from: Data(
        #"{"arrived":[],"changed":[{"at":1,"route":{"id":7,"screen":"x","style":"push"}}],"keep":2,"nextID":9}"#
          .utf8))
    var routes = stack(["a", "b"]).routes
    var nextID = RouteID(2)
    #expect(
      entry.apply(to: &routes, nextID: &nextID) == "it changes a route it does not keep (at 1)")
  }
}
