import ArchitectureTesting
import Testing

@Suite("Exhaustivity.off", .timeLimit(.minutes(1)))
struct ExhaustivityTests {
  @Test("state changes the assertion does not mention are allowed")
  @MainActor
  func unassertedStateChanges() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    store.exhaustivity = .off
    await store.send(.timerStartTapped)
    await store.send(.incrementTapped) { $0.count = 1 }
    #expect(store.state.isTimerRunning)
    await store.send(.timerStopTapped)
    await store.finish()
  }

  @Test("a wrong assertion of a field it mentions still fails")
  @MainActor
  func mentionedFieldIsChecked() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    store.exhaustivity = .off
    await expectFailure(containing: "- ", "count: 5", "+ ", "count: 1") {
      await store.send(.incrementTapped) { $0.count = 5 }
    }
  }

  @Test("receive skips the actions before the one it expects")
  @MainActor
  func unmatchedActionsAreSkipped() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(clock: clock), clock: clock)
    store.exhaustivity = .off
    store.timeout = .milliseconds(50)
    await store.send(.timerStartTapped)
    await store.send(.delayedIncrementTapped)
    // Both are due at one second; the timer slept first, so its tick arrives first.
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 1 }
    #expect(store.state.secondsElapsed == 1)
    await store.send(.timerStopTapped)
    await store.finish()
  }

  @Test("actions received but not asserted do not stop the next send")
  @MainActor
  func unassertedReceivedActions() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    store.exhaustivity = .off
    await store.send(.shareTapped)
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.shareTapped)
    await store.finish()
  }

  @Test("effects still running at finish are allowed")
  @MainActor
  func runningEffectsAtFinish() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    store.exhaustivity = .off
    store.timeout = .milliseconds(20)
    await store.send(.timerStartTapped)
    await store.finish()
    #expect(store.runningEffectCount == 1)
  }
}
