import Architecture
import ArchitectureTesting
import Navigation
import Testing

/// Routing by identity and the lifetime rules: no effect outlives its route, however it leaves.
@MainActor
struct ForEachRouteTests {
  let clock = TestClock()

  /// A parent whose root ticker and one pushed ticker (`#1`) are running.
  func storeWithRunningPush() async -> TestStore<Parent.State, Parent.Action> {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.pushTickerTapped) {
      $0.routes.push(.ticker(Ticker.State()))
    }
    await store.send(.routes(.screen(1, .ticker(.startTapped))))
    return store
  }

  @Test("the example Docs/Architecture.md quotes: a popped ticker's timer is gone")
  func theArticlesExample() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.pushTickerTapped) { $0.routes.push(.ticker(Ticker.State())) }
    await store.send(.routes(.screen(1, .ticker(.startTapped))))
    await store.send(.popTapped) { $0.routes.goBack() }
    await clock.advance(by: .seconds(5))  // the popped ticker's timer is gone: nothing arrives
    await store.finish()  // fails if any effect were still running
  }

  @Test func aScreenActionChangesItsScreenThroughTheStackWhichCountsTheChange() {
    var state = Parent.State()
    let parent = Parent(clock: clock)
    _ = parent.reduce(into: &state, action: .pushFlowTapped)
    let revision = state.routes.revision
    _ = parent.reduce(
      into: &state, action: .routes(.screen(1, .flow(.routes(.screen(0, .tick))))))
    #expect(state.routes.routesChanged(since: revision) == [1])
  }

  @Test func aScreenActionReachesOnlyItsRoute() async {
    let store = await storeWithRunningPush()
    await clock.advance(by: .seconds(1))
    await store.receive(.routes(.screen(1, .ticker(.tick)))) {
      $0.routes.modifyScreen(id: 1) { $0 = .ticker(Ticker.State(ticks: 1)) }
    }
    await store.send(.popTapped) { $0.routes.goBack() }
    await store.finish()
  }

  @Test func poppingARouteCancelsItsEffect() async {
    let store = await storeWithRunningPush()
    await store.send(.popTapped) { $0.routes.goBack() }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func replacingTheStackCancelsTheEffectsOfRoutesThatLeft() async {
    let store = await storeWithRunningPush()
    await clock.advance(by: .seconds(1))
    await store.receive(.routes(.screen(1, .ticker(.tick)))) {
      $0.routes.modifyScreen(id: 1) { $0 = .ticker(Ticker.State(ticks: 1)) }
    }
    // The new push differs from route #1 (no ticks yet), so it is a new route, #2.
    await store.send(.replaceTapped) {
      try $0.routes.replace(with: [.root(.ticker(Ticker.State())), .push(.ticker(Ticker.State()))])
    }
    #expect(store.state.routes.top.id == 2)
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }

  @Test func replacingTheRootCancelsTheEffectsOfEveryOldRoute() async throws {
    let store = await storeWithRunningPush()
    await store.send(.routes(.screen(0, .ticker(.startTapped))))
    #expect(store.runningEffectCount == 2)
    await store.send(.replaceRootTapped) {
      try $0.routes.replace(
        with: [.root(.ticker(Ticker.State()))], keepingIdentityWhile: { _, _ in false })
    }
    #expect(store.state.routes.root.id == 2)
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func assigningAnUnrelatedStackCancelsEveryRoutesEffects() async {
    let store = await storeWithRunningPush()
    await store.send(.routes(.screen(0, .ticker(.startTapped))))
    #expect(store.runningEffectCount == 2)
    await store.send(.resetTapped) { $0.routes = RouteStack(root: .ticker(Ticker.State())) }
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }

  @Test func theRootKeepsRunningWhenRoutesAboveItLeave() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.routes(.screen(0, .ticker(.startTapped))))
    await store.send(.pushTickerTapped) { $0.routes.push(.ticker(Ticker.State())) }
    await store.send(.popTapped) { $0.routes.goBack() }
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.routes(.screen(0, .ticker(.tick)))) {
      $0.routes.modifyScreen(id: 0) { $0 = .ticker(Ticker.State(ticks: 1)) }
    }
    await store.send(.routes(.screen(0, .ticker(.stopTapped))))
    await store.finish()
  }

  @Test func dismissingAPresentedChildCoordinatorCancelsItsScreensEffects() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.presentFlowTapped) { $0.routes.presentSheet(.flow(TickerFlow.State())) }
    let inner = StackAction<Ticker.State, Ticker.Action>.screen(1, .startTapped)
    await store.send(.routes(.screen(1, .flow(.pushTapped)))) {
      $0.routes.modifyScreen(id: 1) { try? $0 = .flow(Self.flowWithPush()) }
    }
    await store.send(.routes(.screen(1, .flow(.routes(inner)))))
    #expect(store.runningEffectCount == 1)
    await store.send(.dismissTapped) { $0.routes.dismiss() }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func poppingAPushedChildCoordinatorCancelsItsScreensEffects() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    store.exhaustivity = .off
    await store.send(.pushFlowTapped)
    await store.send(
      .routes(.screen(1, .flow(.routes(.screen(0, .startTapped))))))
    #expect(store.runningEffectCount == 1)
    await store.send(.backToRootTapped)
    #expect(store.runningEffectCount == 0)
    #expect(store.state.routes.count == 1)
  }

  @Test func aScreenIsClosedByItsCoordinatorWithoutKnowingHowItArrived() async {
    let store = await storeWithRunningPush()
    await store.send(.routes(.screen(1, .ticker(.closeTapped))))
    await store.receive(.routes(.screen(1, .ticker(.delegate(.closeRequested)))))
    await store.receive(.routes(.close(1))) { $0.routes.goBack() }
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }

  @Test func theRootOfAStackIsClosedByTheHostOnTheChildsDelegateEvent() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.presentFlowTapped) { $0.routes.presentSheet(.flow(TickerFlow.State())) }
    // The child coordinator's root is not the child's to close: it tells its host, which
    // removes the sheet that shows the whole child.
    await store.send(
      .routes(.screen(1, .flow(.routes(.screen(0, .closeTapped))))))
    await store.receive(
      .routes(.screen(1, .flow(.routes(.screen(0, .delegate(.closeRequested)))))))
    await store.receive(.routes(.screen(1, .flow(.delegate(.closeRequested)))))
    await store.receive(.routes(.close(1))) { $0.routes.goBack() }
    await store.finish()
  }

  @Test func closingTheRootOfAStackIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.routes(.close(0)))
    store.receiveReport(containing: "route #0 is the root of its stack")
    await store.finish()
  }

  @Test func anActionForARouteThatLeftIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.routes(.screen(7, .ticker(.tick))))
    store.receiveReport(containing: "route #7")
    await store.finish()
  }

  @Test func aDelegateEventReachesTheCoordinatorAfterTheScreenRan() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.routes(.screen(0, .ticker(.tick)))) {
      $0.routes.modifyScreen(id: 0) { $0 = .ticker(Ticker.State(ticks: 1)) }
    }
    await store.send(.routes(.screen(0, .ticker(.doneTapped))))
    await store.receive(.routes(.screen(0, .ticker(.delegate(.finished(ticks: 1)))))) {
      $0.finished = [1]
    }
    await store.finish()
  }

  @Test func anActionForAnotherScreenCaseIsReported() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock), clock: clock)
    await store.send(.routes(.screen(0, .flow(.pushTapped))))
    store.receiveReport(containing: "another case")
    await store.finish()
  }

  @Test("a decision that would take the stack past its capacity is taken back and reported")
  func aStackIsKeptWithinItsCapacity() async {
    var full = TickerFlow.State()
    full.routes.push(contentsOf: repeatElement(Ticker.State(), count: RouteStack<Int>.capacity - 1))
    let store = TestStore(
      initialState: full, reducer: TickerFlow(clock: clock), clock: clock)
    await store.send(.pushTapped) {
      // The push got identity #10000 and was taken back: only the identity counter moved on.
      $0.routes.push(Ticker.State())
      $0.routes.goBack()
    }
    store.receiveReport(
      containing: "the stack holds at most 10000 routes, so the newest 1 were not added; go back "
        + "before going further")
    #expect(store.state.routes.count == RouteStack<Int>.capacity)
    await store.finish()
  }

  static func flowWithPush() throws -> TickerFlow.State {
    var flow = TickerFlow.State()
    flow.routes.push(Ticker.State())
    return flow
  }
}
