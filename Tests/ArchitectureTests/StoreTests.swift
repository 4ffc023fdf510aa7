import Architecture
import ArchitectureTesting
import Navigation
import Testing

/// The store's loop: reduce, run effects, feed their actions back; and the lifetime rule seen
/// from outside, by counting what reaches the reducer.
@MainActor
struct StoreTests {
  let clock = TestClock()

  @Test func actionsAnEffectSendsAtOnceAreReducedBeforeSendReturns() {
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), effectExecutor: clock.executor)
    store.send(.routes(.screen(0, .ticker(.doneTapped))))
    #expect(store.state.finished == [0])
  }

  @Test func asynchronousWorkFeedsItsActionsBack() async {
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), effectExecutor: clock.executor)
    var updates = 0
    store.onAsynchronousUpdate = { updates += 1 }
    store.send(.routes(.screen(0, .ticker(.startTapped))))
    await clock.advance(by: .seconds(3))
    #expect(store.state.routes.root.screen == .ticker(Ticker.State(ticks: 3)))
    #expect(updates == 3)
    store.cancelAllEffects()
  }

  @Test func noActionOfAPoppedRouteReachesAnyReducerAfterwards() async {
    var reduced: [Parent.Action] = []
    let parent = Parent(clock: clock)
    let counting = Reduce<Parent.State, Parent.Action> { state, action in
      reduced.append(action)
      return parent.reduce(into: &state, action: action)
    }
    let store = Store(
      initialState: Parent.State(), reducer: counting, effectExecutor: clock.executor)
    store.send(.pushTickerTapped)
    store.send(.routes(.screen(1, .ticker(.startTapped))))
    await clock.advance(by: .seconds(1))
    store.send(.popTapped)
    reduced.removeAll()
    await clock.advance(by: .seconds(10))
    #expect(reduced.isEmpty)
    #expect(store.runningEffectCount == 0)
  }

  @Test func reportsGoToTheReportHook() {
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), effectExecutor: clock.executor)
    var reports: [String] = []
    store.onReport = { reports.append($0) }
    store.send(.routes(.screen(9, .ticker(.tick))))
    #expect(reports.count == 1)
    #expect(reports.first?.contains("route #9") == true)
  }

  @Test func theActionHookSeesEveryActionWithTheStateAfterIt() {
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), effectExecutor: clock.executor)
    var seen: [(Parent.Action, Int)] = []
    store.onAction = { action, state in seen.append((action, state.finished.count)) }
    store.send(.routes(.screen(0, .ticker(.doneTapped))))
    #expect(seen.map(\.0).count == 2)
    #expect(seen.last?.1 == 1)
  }

  @Test func settleWaitsForRunningWorkToEnd() async {
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, Int> { state, action in
        state += action
        return action > 0 ? .run { send in await send(-1) } : .none
      })
    store.send(5)
    await store.settle()
    #expect(store.state == 4)
    #expect(store.runningEffectCount == 0)
  }
}
