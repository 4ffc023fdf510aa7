import Architecture
import ArchitectureTesting
import Navigation
import Testing

/// Tabs keep their children's state across switches, and their effects apart.
@MainActor
struct TabContainerTests {
  enum Tab: String, Hashable, Sendable { case first, second }
  typealias Container = TabContainer<Tab, TickerFlow>

  let clock = TestClock()

  func initialState() throws -> Container.State {
    try #require(Tabs([(.first, TickerFlow.State()), (.second, TickerFlow.State())]))
  }

  @Test func aTabKeepsItsStackWhileAnotherIsSelected() async throws {
    let store = TestStore(
      initialState: try initialState(), reducer: Container { TickerFlow(clock: clock) },
      clock: clock)
    await store.send(.tab(.first, .pushTapped)) {
      $0.children[0].routes.push(Ticker.State())
    }
    await store.send(.tabSelected(.second)) { $0.select(.second) }
    await store.send(.tabSelected(.first)) { $0.select(.first) }
    #expect(store.state.selectedChild.routes.count == 2)
    #expect(store.state[.second]?.routes.count == 1)
    await store.finish()
  }

  @Test func twoTabsRunningTheSameScreenDoNotCancelEachOther() async throws {
    let store = TestStore(
      initialState: try initialState(), reducer: Container { TickerFlow(clock: clock) },
      clock: clock)
    let start = TickerFlow.Action.routes(.screen(0, .startTapped))
    let stop = TickerFlow.Action.routes(.screen(0, .stopTapped))
    await store.send(.tab(.first, start))
    await store.send(.tab(.second, start))
    await store.send(.tab(.first, stop))
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.tab(.second, .routes(.screen(0, .tick)))) {
      $0.children[1].routes.modifyScreen(id: 0) { $0.ticks = 1 }
    }
    await store.send(.tab(.second, stop))
    await store.finish()
  }

  @Test func anUnknownTabIsReportedAndChangesNothing() async throws {
    let tabs = try #require(Tabs([(Tab.first, TickerFlow.State())]))
    let store = TestStore(
      initialState: tabs, reducer: Container { TickerFlow(clock: clock) }, clock: clock)
    await store.send(.tabSelected(.second))
    store.receiveReport(containing: "no tab second")
    await store.send(.tab(.second, .pushTapped))
    store.receiveReport(containing: "does not exist")
    await store.finish()
  }

  @Test func tabsNeedAtLeastOneChildAndKeepTheFirstOfADuplicate() {
    #expect(Tabs<Tab, Int>([]) == nil)
    let tabs = Tabs([(Tab.first, 1), (.first, 2), (.second, 3)], selected: .second)
    #expect(tabs?.tabs == [.first, .second])
    #expect(tabs?[.first] == 1)
    #expect(tabs?.selected == .second)
  }
}
