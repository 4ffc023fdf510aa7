import Architecture
import ArchitectureTesting
import EnumPaths
import Testing

/// An optional child: it runs while present, and its effects end when it goes.
@MainActor
struct IfLetTests {
  struct Host: Reducer {
    struct State: Equatable {
      var ticker: Ticker.State?
    }
    enum Action: Equatable, Sendable {
      case ticker(PresentationAction<Ticker.Action>)
      case showTapped
      case hideTapped
    }
    static let tickerAction = CasePath<Action, PresentationAction<Ticker.Action>>(Action.ticker) {
      if case .ticker(let action) = $0 { action } else { nil }
    }
    let clock: any Clock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      Reduce<State, Action> { state, action in
        switch action {
        case .showTapped: state.ticker = Ticker.State()
        case .hideTapped: state.ticker = nil
        case .ticker: break
        }
        return .none
      }
      .ifLet(\.ticker, action: Self.tickerAction) { Ticker(clock: clock) }
      .reduce(into: &state, action: action)
    }
  }

  let clock = TestClock()

  @Test func hidingThePresentedChildCancelsItsEffects() async {
    let store = TestStore(initialState: Host.State(), reducer: Host(clock: clock), clock: clock)
    await store.send(.showTapped) { $0.ticker = Ticker.State() }
    await store.send(.ticker(.presented(.startTapped)))
    await store.send(.hideTapped) { $0.ticker = nil }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func theChildDismissesItselfThroughItsPresenter() async {
    let store = TestStore(
      initialState: Host.State(ticker: Ticker.State()), reducer: Host(clock: clock), clock: clock)
    await store.send(.ticker(.presented(.startTapped)))
    await store.send(.ticker(.presented(.closeTapped)))
    await store.receive(.ticker(.close)) { $0.ticker = nil }
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }

  @Test func anActionForAnAbsentChildIsReported() async {
    let store = TestStore(initialState: Host.State(), reducer: Host(clock: clock), clock: clock)
    await store.send(.ticker(.presented(.tick)))
    store.receiveReport(containing: "nothing is presented")
    await store.finish()
  }
}
