import Architecture
import ArchitectureTesting
import Navigation
import Testing

/// Effects as values: scoping under a parent, cancellation identifiers, merging.
@MainActor
struct EffectTests {
  enum Parent: Equatable, Sendable {
    case child(Int)
  }

  @Test func scopingEmbedsActionsAndPlacesWorkUnderTheChild() {
    let effect = Effect<Int>.merge(.send(1), .run { _ in }.cancellable(id: "work"))
      .scoped(under: .route(4), embed: Parent.child)
    #expect(effect.operations.count == 2)
    guard case .send(.child(1)) = effect.operations[0] else {
      Issue.record("expected the child's action embedded, got \(effect.operations[0])")
      return
    }
    guard case .run(let run) = effect.operations[1] else {
      Issue.record("expected work, got \(effect.operations[1])")
      return
    }
    #expect(run.lifetime == [.route(4)])
    #expect(run.cancelID == CancelID("work"))
  }

  @Test func nestedScopesBuildTheLifetimeOutermostFirst() {
    let effect = Effect<Int>.run { _ in }
      .scoped(under: .route(2), embed: { $0 })
      .scoped(under: .tab(1), embed: { $0 })
    guard case .run(let run) = effect.operations.first else {
      Issue.record("expected work")
      return
    }
    #expect(run.lifetime == [.tab(1), .route(2)])
  }

  @Test func aCancellationIsPlacedUnderTheScopesItCrosses() {
    let effect = Effect<Int>.cancel(id: "work").scoped(under: .route(3), embed: { $0 })
    guard case .cancel(let cancellation) = effect.operations.first else {
      Issue.record("expected a cancellation")
      return
    }
    #expect(cancellation == Cancellation(path: [.route(3)], target: .id(CancelID("work"))))
  }

  @Test func noneStaysEmptyThroughScopesAndMerges() {
    #expect(Effect<Int>.none.scoped(under: .tab(0), embed: Parent.child).isNone)
    #expect(Effect<Int>.none.merging(.none).isNone)
    #expect(!Effect<Int>.none.merging(.send(1)).isNone)
  }

  @Test func cancelInFlightReplacesTheRunningWork() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State(), reducer: Ticker(clock: clock), clock: clock)
    await store.send(.startTapped)
    await store.send(.startTapped)
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopTapped)
    await store.finish()
  }
}
