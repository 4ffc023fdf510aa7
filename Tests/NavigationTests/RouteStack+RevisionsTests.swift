import Foundation
import Testing

@testable import Navigation

/// A stack's revisions: which routes changed in place since a revision, told in time of the
/// change, by the stack's own count, for a stack that descends from the one the revision was
/// taken of and no other.
@Suite("RouteStack+Revisions")
struct RouteStackRevisionsTests {
  /// home #0 > list #1 > detail(1) #2 > detail(2) #3.
  private func stack() throws -> TestStack {
    try makeStack(.push(.list([])), .push(.detail(1)), .push(.detail(2)))
  }

  @Test("a screen changed in place is named since the revision before it, once, latest first")
  func changedScreensAreNamed() throws {
    var stack = try stack()
    let before = stack.revision
    stack.modifyScreen(id: 1) { $0 = .list([1]) }
    stack.modifyScreen(id: 3) { $0 = .detail(3) }
    stack.modifyScreen(id: 1) { $0 = .list([2]) }
    #expect(stack.routesChanged(since: before) == [1, 3])
    #expect(stack.routesChanged(since: stack.revision) == [])
  }

  @Test("routes that arrived or left are no changes in place")
  func arrivalsAndDeparturesAreNotChanges() throws {
    var stack = try stack()
    let before = stack.revision
    stack.modifyScreen(id: 3) { $0 = .detail(3) }
    stack.pop()
    stack.push(.home)
    #expect(stack.routesChanged(since: before) == [])
  }

  @Test("a route changed and gone is left out, the latest one too, and the rest still named")
  func routesGoneAreLeftOut() throws {
    var stack = try stack()
    let before = stack.revision
    stack.modifyScreen(id: 1) { $0 = .list([1]) }
    stack.modifyScreen(id: 3) { $0 = .detail(3) }
    stack.modifyScreen(id: 2) { $0 = .detail(4) }
    stack.modifyScreen(id: 3) { $0 = .detail(5) }
    stack.pop()
    #expect(stack.routesChanged(since: before) == [2, 1])
  }

  @Test("replacing the stack names the routes that kept their identities")
  func replacingNamesTheKeptRoutes() throws {
    var stack = try stack()
    let before = stack.revision
    try stack.replace(with: [.root(.home), .push(.list([])), .push(.detail(7))])
    #expect(stack.routesChanged(since: before)?.sorted() == [0, 1])
  }

  @Test("a stack built anew, decoded, changed apart from a copy, or given a plan cannot tell")
  func anotherHistoryCannotTell() throws {
    var stack = try stack()
    let shown = stack.revision
    let rebuilt = try TestStack(routes: stack.routes, nextID: stack.nextID)
    #expect(rebuilt.routesChanged(since: shown) == nil)
    let decoded = try JSONDecoder().decode(TestStack.self, from: JSONEncoder().encode(stack))
    #expect(decoded.routesChanged(since: shown) == nil)
    let kept = stack
    stack.modifyScreen(id: 2) { $0 = .detail(5) }
    #expect(stack.routesChanged(since: shown) == nil)
    #expect(kept.routesChanged(since: shown) == [])
    var planned = kept
    try planned.apply(kept.plan(to: stack))
    #expect(planned.routesChanged(since: shown) == nil)
  }

  @Test("the revisions are no part of the value: equality, hashing and coding ignore them")
  func revisionsAreNoPartOfTheValue() throws {
    let original = try stack()
    var changed = original
    changed.modifyScreen(id: 2) { $0 = .detail(1) }
    #expect(changed == original)
    #expect(changed.hashValue == original.hashValue)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(changed) == encoder.encode(original))
  }

  @Test("many routes changed are each named once, latest first, as a few are")
  func manyChangedRoutesAreNamedOnce() throws {
    var stack = try makeStack()
    for number in 1...40 { stack.push(.detail(number)) }
    let before = stack.revision
    // Past the count where the routes named are told apart by a set rather than one by one.
    let changed = (1...40).map { RouteID($0) } + [3, 30, 40]
    for id in changed { stack.modifyScreen(id: id) { $0 = .detail(0) } }
    let expected = [40, 30, 3] + (1...39).reversed().filter { $0 != 30 && $0 != 3 }
    #expect(stack.routesChanged(since: before) == expected.map { RouteID($0) })
  }

  @Test("the history keeps about a change per route, however many changes are made")
  func theHistoryStaysSmall() throws {
    var stack = try stack()
    let before = stack.revision
    for round in 0..<10_000 {
      stack.modifyScreen(id: RouteID(round % 4)) { _ in }
    }
    #expect(stack.history.changes.count <= 2 * stack.count + 16)
    #expect(stack.routesChanged(since: before)?.sorted() == [0, 1, 2, 3])
  }
}

/// How many bottom routes were there at a counter, as a journal and a check find the routes
/// that stayed.
@Suite("RouteStack+Revisions, routes from a counter")
struct RouteStackRoutesFromCounterTests {
  @Test("the routes there at a counter are counted after pops and pushes, as one by one")
  func routesThereAtACounterAreCounted() throws {
    var stack = try makeStack(.push(.list([])), .push(.detail(1)), .push(.detail(2)))
    let counter = stack.nextID
    stack.pop(2)
    stack.push(.detail(3))
    stack.push(.detail(4))
    for id in 0...counter.rawValue + 2 {
      let expected = stack.routes.prefix { $0.id < RouteID(id) }.count
      #expect(stack.countOfRoutes(from: RouteID(id)) == expected, "counter \(id)")
    }
    #expect(stack.countOfRoutes(from: counter) == 2)
  }
}

/// Copies of one stack that push apart give their identities to other routes, so a revision of
/// one does not pass for the other.
@Suite("RouteStack+Revisions, copies pushed apart")
struct RouteStackCopiesPushedApartTests {
  @Test("a copy that pushes apart cannot tell its changes since the other copy's revision")
  func aCopyPushedApartIsNotTakenForTheOther() throws {
    let base = try makeStack(.push(.list([])))
    var first = base
    first.push(.detail(1))
    let revision = first.revision
    var second = base
    second.push(.detail(2))
    #expect(second.routesChanged(since: revision) == nil)
    first.push(.detail(3))
    #expect(first.routesChanged(since: revision) == [])
  }
}
