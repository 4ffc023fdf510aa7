import Architecture
import ArchitectureTesting
import Navigation
import Testing

@Suite("TestStore, failing paths", .timeLimit(.minutes(1)))
struct TestStoreFailureTests {
  @Test("a wrong state assertion fails with a line diff of expected against actual")
  @MainActor
  func wrongStateAssertion() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await expectFailure(
      containing: "state after send(incrementTapped) is not as expected",
      "-   count: 2", "+   count: 1"
    ) {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    await store.finish()
  }

  @Test("a failure points at the step that failed")
  @MainActor
  func failureLocation() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    let step = SourceLocation(
      fileID: "Feature/Step.swift", filePath: "/Step.swift", line: 7, column: 3)
    await withKnownIssue {
      await store.send(.incrementTapped, sourceLocation: step)
    } matching: { issue in
      issue.sourceLocation == step
    }
  }

  @Test("an assertion that throws fails and says so")
  @MainActor
  func throwingAssertion() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    await expectFailure(containing: "the assertion after send(addTapped) threw") {
      await store.send(.addTapped) { try $0.routes.replace(with: []) }
    }
  }

  @Test("an action the predicate refuses fails and shows the action received")
  @MainActor
  func receivedActionThePredicateRefuses() async {
    let store = TestStore(
      initialState: Counter.State(count: 4), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await expectFailure(containing: "received an unexpected action", "countShared: 4") {
      await store.receive(where: { $0 == .tick })
    }
  }

  @Test("receiving an action other than the one expected fails with both actions")
  @MainActor
  func unexpectedReceivedAction() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await expectFailure(
      containing: "received an unexpected action", "- ", "Action.tick", "+ ", "countShared: 0"
    ) {
      await store.receive(.tick)
    }
    await store.finish()
  }

  @Test("an action received but not asserted fails finish")
  @MainActor
  func unassertedActionAtFinish() async {
    let store = TestStore(
      initialState: Counter.State(count: 3), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await expectFailure(
      containing: "1 received action(s) not asserted", "delegate(", "countShared(3)"
    ) {
      await store.finish()
    }
  }

  @Test("effects still running at finish fail it, naming where they live")
  @MainActor
  func runningEffectsAtFinish() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    store.timeout = .milliseconds(50)
    await store.send(.addTapped) { _ = $0.routes.push(Counter.State()) }
    let pushed = store.state.routes.top.id
    await store.send(.routes(.screen(pushed, .timerStartTapped))) {
      _ = $0.routes.modifyScreen(id: pushed) { $0.isTimerRunning = true }
    }
    await expectFailure(containing: "1 effect(s) still running", "route\(pushed) id timer") {
      await store.finish()
    }
    #expect(store.runningEffectCount == 0)
  }

  @Test("receive fails when no action arrives within the timeout")
  @MainActor
  func receiveTimesOut() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(clock: clock), clock: clock)
    store.timeout = .milliseconds(50)
    await store.send(.delayedIncrementTapped)
    await expectFailure(containing: "expected to receive tick, but no action arrived") {
      await store.receive(.tick)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 1 }
    await store.finish()
  }

  @Test("sending while received actions are unasserted fails and names them")
  @MainActor
  func sendWithUnassertedReceivedActions() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await expectFailure(
      containing: "must receive 1 action(s) before sending incrementTapped", "countShared(0)"
    ) {
      await store.send(.incrementTapped) { $0.count = 1 }
    }
    await store.finish()
  }

  @Test("a report not asserted fails the next send")
  @MainActor
  func unassertedReportAtSend() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.decrementTapped)
    await expectFailure(containing: "reports not asserted", "below 0") {
      await store.send(.incrementTapped) { $0.count = 1 }
    }
    await store.finish()
  }

  @Test("a report not asserted fails finish")
  @MainActor
  func unassertedReportAtFinish() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    let gone = RouteID(9)
    await store.send(.routes(.screen(gone, .incrementTapped)))
    await expectFailure(containing: "reports not asserted", "route #9, which has left") {
      await store.finish()
    }
  }

  @Test("asserting a report that was not made fails and lists the reports there are")
  @MainActor
  func missingReport() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.decrementTapped)
    await expectFailure(containing: "expected a report containing 'left the stack'", "below 0") {
      store.receiveReport(containing: "left the stack")
    }
    store.receiveReport(containing: "below 0")
    await store.finish()
  }

  @Test("work that never goes quiet fails the step, naming the effect, and is cancelled")
  @MainActor
  func runawayEffect() async {
    let store = TestStore(
      initialState: 0,
      reducer: Reduce<Int, Spinner> { _, _ in
        .run { _ in while !Task.isCancelled { await Task.yield() } }.cancellable(id: "spin")
      },
      clock: TestClock(jobLimit: 1_000))
    await expectFailure(containing: "without going quiet", "running: root id", "spin") {
      await store.send(.started)
    }
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }
}

/// The one event of a feature whose work never suspends for long.
private enum Spinner: Equatable {
  /// Starts work that yields forever.
  case started
}
