import Architecture
import ArchitectureTesting
import NumberDetailFeature
import NumberFactClient
import Testing

/// The detail changes its number, asks for facts, and reports "double" and "done" upward.
@MainActor
struct NumberDetailTests {
  let clock = TestClock()

  func makeStore(_ number: Int) -> TestStore<NumberDetail.State, NumberDetail.Action> {
    TestStore(
      initialState: NumberDetail.State(number: number),
      reducer: NumberDetail(factClient: .live(clock: clock, delay: .seconds(1))), clock: clock)
  }

  @Test func incrementAndDecrementChangeTheNumber() async {
    let store = makeStore(3)
    await store.send(.incrementTapped) { $0.number = 4 }
    await store.send(.decrementTapped) { $0.number = 3 }
    await store.send(.decrementTapped) { $0.number = 2 }
    await store.finish()
  }

  @Test func theNumberStaysWithinItsRange() async {
    let store = makeStore(NumberDetail.range.upperBound)
    await store.send(.incrementTapped)
    store.receiveReport(containing: "would leave")
    await store.send(.showDoubleTapped)
    store.receiveReport(containing: "the double of")
    await store.finish()
  }

  @Test func doubleDivisorsAndDoneAreDelegateEvents() async {
    let store = makeStore(21)
    await store.send(.showDoubleTapped)
    await store.receive(.delegate(.showDouble(42)))
    await store.send(.divisorsTapped)
    await store.receive(.delegate(.divisorsRequested(21)))
    await store.send(.doneTapped)
    await store.receive(.delegate(.finished))
    await store.finish()
  }

  @Test func aFactLoadsAfterTheClientsDelay() async {
    let store = makeStore(7)
    await store.send(.factTapped) { $0.fact = .loading }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.fact == .loading)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.factResponse(number: 7, .success("7 is odd and prime."))) {
      $0.fact = .loaded("7 is odd and prime.")
    }
    await store.finish()
  }

  @Test func changingTheNumberWhileAFactLoadsCancelsIt() async {
    let store = makeStore(7)
    await store.send(.factTapped) { $0.fact = .loading }
    await store.send(.incrementTapped) {
      $0.number = 8
      $0.fact = .notRequested
    }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func aFailingClientShowsWhyOnTheScreen() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }
    let store = TestStore(
      initialState: NumberDetail.State(number: 2),
      reducer: NumberDetail(factClient: NumberFactClient { _ in throw Offline() }))
    await store.send(.factTapped) { $0.fact = .loading }
    await store.receive(
      .factResponse(number: 2, .failure(NumberDetail.FactError(message: "offline")))
    ) {
      $0.fact = .failed("offline")
    }
    await store.finish()
  }

  @Test func aLateAnswerForAnotherNumberIsIgnored() async {
    let store = makeStore(5)
    await store.send(.factResponse(number: 4, .success("4 is even.")))
    await store.finish()
  }
}
