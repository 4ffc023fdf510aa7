import ArchitectureTesting
import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// A stack checked before is checked again by reading its links only above the routes that
/// stayed, with the whole check's answer every time.
@Suite("Coordinator+Rechecking")
struct CoordinatorRecheckingTests {
  /// Home, with `link` opened on it.
  private func state(_ link: String) throws -> Linked.State {
    try Linked.State(link: link)
  }

  /// What a first check of `state` keeps.
  private func checked(_ state: Linked.State) -> CheckedLinks<Linked.Screen>? {
    var checked: CheckedLinks<Linked.Screen>?
    _ = Linked.restoringProblem(with: state, reusing: &checked)
    return checked
  }

  @Test func aFirstCheckReadsTheWholeStack() throws {
    let state = try state("/3/label")
    #expect(checked(state)?.routesRead == state.routes.count)
  }

  @Test func aRoutePushedIsReadAlone() throws {
    var state = try state("/3/label/4")
    var checked = checked(state)
    state.routes.push(.counter(5))
    #expect(Linked.restoringProblem(with: state, reusing: &checked) == nil)
    #expect(checked?.routesRead == 1)
  }

  @Test func aScreenChangedInPlaceIsReadFromWhereItIs() throws {
    var state = try state("/3/4/5/6")
    var checked = checked(state)
    let second = state.routes.routes[2].id
    state.routes.modifyScreen(id: second) { $0 = .counter(7) }
    #expect(Linked.restoringProblem(with: state, reusing: &checked) == nil)
    #expect(checked?.routesRead == state.routes.count - 2)
  }

  @Test func routesPoppedLeaveNothingToRead() throws {
    var state = try state("/3/4/5")
    var checked = checked(state)
    state.routes.pop(2)
    #expect(Linked.restoringProblem(with: state, reusing: &checked) == nil)
    #expect(checked?.routesRead == 0)
  }

  @Test func aCopyThatPushedApartIsReadWhole() throws {
    let base = try state("/3")
    var first = base
    first.routes.push(.counter(4))
    var checked = checked(first)
    var second = base
    second.routes.push(.label("Other"))
    let problem = Linked.restoringProblem(with: second, reusing: &checked)
    #expect(problem != nil)
    #expect(problem == Linked.restoringProblem(with: second))
  }

  @Test func aChangedRootIsReadWhole() throws {
    var state = try state("/3/4")
    var checked = checked(state)
    state.routes.modifyScreen(id: state.routes.root.id) { $0 = .home("Elsewhere") }
    #expect(Linked.restoringProblem(with: state, reusing: &checked) == nil)
    #expect(checked?.routesRead == state.routes.count)
  }

  @Test func anotherStackIsReadWhole() throws {
    var checked = checked(try state("/3/4"))
    let other = try state("/3/4/5")
    #expect(Linked.restoringProblem(with: other, reusing: &checked) == nil)
    #expect(checked?.routesRead == other.routes.count)
  }

  @Test func aRoutePushedWhereNoLinkPutsItIsRefusedAsTheWholeCheckSaysAndKeepsNothing() throws {
    var state = try state("/3/label")
    var checked = checked(state)
    state.routes.push(.label("Label of 9"))
    let problem = Linked.restoringProblem(with: state, reusing: &checked)
    #expect(problem != nil)
    #expect(problem == Linked.restoringProblem(with: state))
    #expect(checked == nil)
  }

  @Test func aRouteAfterTheLastALinkAllowsIsRefused() throws {
    var state = try state("/0/label")
    var checked = checked(state)
    state.routes.push(.counter(1))
    #expect(Linked.restoringProblem(with: state, reusing: &checked) != nil)
  }

  @Test func aHostedCoordinatorOnTopIsReadWhole() throws {
    var state = LinkedHost.State()
    state.routes.push(.tag(2))
    var checked: CheckedLinks<LinkedHost.Screen>?
    _ = LinkedHost.restoringProblem(with: state, reusing: &checked)
    state.routes.push(.linked(Linked.State()))
    #expect(LinkedHost.restoringProblem(with: state, reusing: &checked) == nil)
    #expect(checked?.routesRead == state.routes.count)
  }

  @Test func aRecheckAnswersAsTheWholeCheckAfterEveryChange() throws {
    let base = propertySeed(default: 0x5EED_3811)
    var reused = 0
    var readLess = 0
    for walk in 0..<20 {
      var rng = SeededRandom(seed: base &+ UInt64(walk))
      var state = Linked.State()
      var checked: CheckedLinks<Linked.Screen>?
      for step in 0..<120 {
        Self.change(&state, by: &rng)
        let whole = Linked.restoringProblem(with: state)
        if checked != nil { reused += 1 }
        let again = Linked.restoringProblem(with: state, reusing: &checked)
        #expect(again == whole, "seed \(base &+ UInt64(walk)), step \(step)")
        if let read = checked?.routesRead, read < state.routes.count { readLess += 1 }
      }
    }
    // Most changes are at the top, so most checks after one that kept its routes read less
    // than the whole stack.
    #expect(readLess * 3 > reused * 2, "\(readLess) of \(reused)")
  }

  /// One change a session or a server could make: a route pushed or presented (where the links
  /// allow it or not), routes popped, a screen changed in place, or a stack built anew.
  static func change(_ state: inout Linked.State, by rng: inout SeededRandom) {
    let counter = Linked.Screen.counter(rng.int(in: -3...3) * (rng.chance(5) ? 50 : 1))
    let label = Linked.Screen.label(rng.chance(80) ? "Label of \(rng.int(in: 0...3))" : "Other")
    switch rng.int(in: 0..<10) {
    case 0...2 where state.routes.canPush:
      state.routes.push(rng.chance(70) ? counter : label)
    case 3 where state.routes.canPush:
      _ = state.routes.presentSheet(counter, embedsNavigation: rng.chance(70))
    case 4...5 where state.routes.count > 1:
      state.routes.goBack(rng.int(in: 1...min(3, state.routes.count - 1)))
    case 6, 7:
      let id = rng.pick(state.routes.routes).id
      state.routes.modifyScreen(id: id) {
        $0 = if case .home = $0 { .home(rng.chance(90) ? "Home" : "Away") } else { counter }
      }
    case 8 where rng.chance(20):
      if let anew = try? RouteStack(routes: state.routes.routes, nextID: state.routes.nextID) {
        state.routes = anew
      }
    default:
      if state.routes.canPush { state.routes.push(counter) }
    }
  }
}
