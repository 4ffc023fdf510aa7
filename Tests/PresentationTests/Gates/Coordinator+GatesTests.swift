import Architecture
import ArchitectureTesting
import Foundation
import Navigation
import Presentation
import Testing

/// A gate declared once: a link past it waits behind it, opens when it is passed, is dropped
/// when it is left, and no link or restored state skips it.
@MainActor
struct CoordinatorGatesTests {
  /// The state opening `text` leads to from `state`.
  static func reach(_ text: String, from state: Vault.State = .init()) throws -> Vault.State {
    let store = Store(initialState: state, reducer: Vault())
    store.send(try Vault.open(DeepLink(parsing: text), in: state))
    return store.state
  }

  /// `state` with the gate opened by the hall's own action, as a person would open it.
  static func opening(_ state: Vault.State) -> Vault.State {
    let store = Store(initialState: state, reducer: Vault())
    store.send(.routes(.screen(state.routes.root.id, .hall(.renamed("open")))))
    return store.state
  }

  @Test("a link past a closed gate shows the gate, the link pending, and 'where' says it")
  func aLinkPastAClosedGateWaits() throws {
    let state = try Self.reach("/vault/note")
    #expect(state.routes.routes.map(\.screen) == [.hall("Hall"), .door("Door")])
    #expect(state.routes.top.style == .sheet(embedsNavigation: false))
    #expect(state.pending == PendingLink(link: try DeepLink(parsing: "/vault/note"), gate: 3))
    #expect(Vault.link(of: state).description == "/vault/note")
    #expect(Vault.pendingTitle(of: state) == "Note")
    #expect(Vault.screen(of: state).then == "Note")
  }

  @Test("the gate's own link, opened at the gate or afresh, changes nothing")
  func theGatesLinkRoundTrips() throws {
    let state = try Self.reach("/vault/note")
    let link = Vault.link(of: state).description
    #expect(try Self.reach(link, from: state) == state)
    #expect(try Self.reach(link) == state)
  }

  @Test("passing the gate opens the pending link in one update")
  func passingTheGateOpensTheLink() throws {
    let passed = Self.opening(try Self.reach("/vault/note"))
    #expect(passed.pending == nil)
    #expect(passed.routes.routes.map(\.screen) == [.hall("open"), .vault("Vault"), .note("Note")])
    #expect(Vault.link(of: passed).description == "/vault/note")
  }

  @Test("leaving the gate drops the pending link")
  func leavingTheGateDropsIt() throws {
    let state = try Self.reach("/vault")
    let store = Store(initialState: state, reducer: Vault())
    store.send(try Vault.back(in: state))
    #expect(store.state.pending == nil)
    #expect(store.state.routes.count == 1)
    #expect(Self.opening(store.state).routes.count == 1)
  }

  @Test("a second link while one is pending replaces it")
  func aSecondLinkReplacesThePending() throws {
    let second = try Self.reach("/vault", from: try Self.reach("/vault/note"))
    #expect(second.pending?.link.description == "/vault")
    #expect(second.routes.routes.map(\.screen) == [.hall("Hall"), .door("Door")])
  }

  @Test("an open gate lets a link through, and the link says no gate")
  func anOpenGateLetsTheLinkThrough() throws {
    let state = try Self.reach("/vault/note", from: Self.opening(.init()))
    #expect(state.pending == nil)
    #expect(state.routes.routes.map(\.screen) == [.hall("open"), .vault("Vault"), .note("Note")])
  }

  @Test("a restored state that skips the gate, or whose pending link is not real, is refused")
  func craftedStatesAreRefused() throws {
    var skipping = Vault.State()
    skipping.routes.push(.vault("Vault"))
    #expect(
      Vault.restoringProblem(with: skipping)
        == "route #1 shows 'Vault', which waits behind a gate that is closed in this state")
    let waiting = try Self.reach("/vault/note")
    #expect(Vault.restoringProblem(with: waiting) == nil)
    var open = waiting
    open.routes.modifyScreen(id: 0) { $0 = .hall("open") }
    #expect(Vault.restoringProblem(with: open)?.contains("behind a gate already open") == true)
    var nowhere = waiting
    nowhere.pending?.link = try DeepLink(parsing: "/vault/nowhere")
    #expect(Vault.restoringProblem(with: nowhere)?.contains("leads nowhere") == true)
    var ungated = waiting
    ungated.pending?.link = try DeepLink(parsing: "/door")
    #expect(Vault.restoringProblem(with: ungated)?.contains("reaches no screen behind") == true)
    var lost = waiting
    lost.pending?.gate = 0
    #expect(Vault.restoringProblem(with: lost)?.contains("is not on top") == true)
  }

  @Test("a pending link in a coordinator without a gate, or at the root, is refused")
  func aPendingLinkWithoutItsGateIsRefused() throws {
    var forged = Linked.State()
    forged.pending = PendingLink(link: try DeepLink(parsing: "/3"), gate: 0)
    #expect(
      Linked.restoringProblem(with: forged)
        == "linked has no gate, so no link can be pending; remove 'pending'")
    var atTheRoot = Vault.State()
    atTheRoot.pending = PendingLink(link: try DeepLink(parsing: "/vault"), gate: 0)
    #expect(Vault.restoringProblem(with: atTheRoot)?.contains("is not on top") == true)
  }

  @Test("the work of the routes the gate takes away is cancelled with them")
  func theGuardedRoutesWorkIsCancelled() throws {
    var state = Vault.State()
    state.routes.push(.vault("Vault"))
    let effect = Vault().reduce(into: &state, action: .routes(.screen(1, .vault(.renamed("V")))))
    let cancelled = effect.operations.compactMap { operation -> Cancellation? in
      if case .cancel(let cancellation) = operation { cancellation } else { nil }
    }
    #expect(cancelled == [Cancellation(path: [], target: .routes(1...1))])
    #expect(state.pending?.link.description == "/vault")
  }

  @Test("a pending link is saved with the state, and a state without one saves no key")
  func thePendingLinkIsSaved() throws {
    let waiting = try Self.reach("/vault/note")
    let data = try JSONEncoder().encode(waiting)
    #expect(try JSONDecoder().decode(Vault.State.self, from: data) == waiting)
    let plain = String(decoding: try JSONEncoder().encode(Vault.State()), as: UTF8.self)
    #expect(!plain.contains("pending"))
  }
}
