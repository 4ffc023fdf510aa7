// Over 200 lines: the passing paths of every step a test store offers (send, receive, skip, finish,
// exhaustivity), each a short case; the failing paths are in their own file.

import Architecture
import ArchitectureTesting
import EnumPaths
import Navigation
import Testing

@Suite("TestStore, passing paths", .timeLimit(.minutes(1)))
struct TestStoreTests {
  @Test("send asserts the state change the action makes")
  @MainActor
  func sendWithStateAssertion() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.incrementTapped) { $0.count = 2 }
    #expect(store.state.count == 2)
    await store.finish()
  }

  @Test("an action an effect sends after sleeping is received once the clock reaches it")
  @MainActor
  func receiveAfterClockAdvance() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(clock: clock), clock: clock)
    await store.send(.delayedIncrementTapped)
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .milliseconds(999))
    #expect(store.runningEffectCount == 1)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick) { $0.count = 1 }
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }

  @Test("a delegate action sent at once is received right after the send")
  @MainActor
  func receiveImmediateDelegate() async {
    let store = TestStore(
      initialState: Counter.State(count: 4), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await store.receive(.delegate(.countShared(4)))
    await store.finish()
  }

  @Test("an action can be received by a predicate, without spelling its payload")
  @MainActor
  func receiveByPredicate() async {
    let store = TestStore(
      initialState: Counter.State(count: 4), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await store.receive(where: { if case .delegate = $0 { true } else { false } })
    await store.finish()
  }

  @Test("an action can be received by its case path, whatever its payload")
  @MainActor
  func receiveByCasePath() async {
    let store = TestStore(
      initialState: Counter.State(count: 4), reducer: Counter(clock: TestClock()))
    let delegate = CasePath<Counter.Action, Counter.Delegate>(Counter.Action.delegate) {
      if case .delegate(let event) = $0 { event } else { nil }
    }
    await store.send(.shareTapped)
    await store.receive(delegate)
    await store.finish()
  }

  @Test("a parent's reaction to a delegate action is asserted where it is received")
  @MainActor
  func parentReactionAssertedOnReceive() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    let root = store.state.routes.root.id
    await store.send(.routes(.screen(root, .shareTapped)))
    await store.receive(.routes(.screen(root, .delegate(.countShared(0))))) {
      $0.sharedCounts = [0]
    }
    await store.finish()
  }

  @Test("actions sent at once are received in the order they are reduced, each with its state")
  @MainActor
  func chainedImmediateActions() async throws {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    await store.send(.addTapped) { _ = $0.routes.push(Counter.State()) }
    let pushed = store.state.routes.top.id
    await store.send(.routes(.screen(pushed, .incrementTapped))) {
      _ = $0.routes.modifyScreen(id: pushed) { $0.count = 1 }
    }
    await store.send(.routes(.screen(pushed, .shareTapped)))
    await store.receive(.routes(.screen(pushed, .delegate(.countShared(1))))) {
      $0.sharedCounts = [1]
    }
    await store.receive(.routes(.close(pushed))) { $0.routes.pop() }
    await store.finish()
  }

  @Test("actions sent at once are received in the order the app's store reduces them")
  @MainActor
  func receivedInStoreOrder() async {
    let app = Store(initialState: Relay.State(), reducer: Relay())
    app.send(.started)
    let store = TestStore(initialState: Relay.State(), reducer: Relay())
    await store.send(.started) { $0.reduced = ["started"] }
    await store.receive(.first) { $0.reduced.append("first") }
    await store.receive(.second) { $0.reduced.append("second") }
    await store.receive(.third) { $0.reduced.append("third") }
    #expect(store.state == app.state)
    await store.finish()
  }

  @Test("an action for a route that has left is asserted as a report")
  @MainActor
  func reportForDepartedRoute() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    await store.send(.addTapped) { _ = $0.routes.push(Counter.State()) }
    let pushed = store.state.routes.top.id
    await store.send(.routes(.close(pushed))) { $0.routes.pop() }
    await store.send(.routes(.screen(pushed, .incrementTapped)))
    store.receiveReport(containing: "arrived for route \(pushed), which has left the stack")
    await store.finish()
  }

  @Test("a feature's report is asserted by what it says, and the state stays")
  @MainActor
  func aFeaturesReportIsAsserted() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.decrementTapped)
    store.receiveReport(containing: "below 0")
    await store.finish()
  }

  @Test("a stack's root asked to close is reported, and the stack stays as it was")
  @MainActor
  func closingTheStackRootIsReported() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters(clock: TestClock()))
    let root = store.state.routes.root.id
    await store.send(.routes(.close(root)))
    store.receiveReport(containing: "is the root of its stack")
    await store.finish()
  }

  @Test("a timer ticks once per advanced second and stops when cancelled")
  @MainActor
  func cancellableTimer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(clock: clock), clock: clock)
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("a timer in a pushed screen stops when the screen leaves the stack")
  @MainActor
  func timerStopsWithItsRoute() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counters.State(), reducer: Counters(clock: clock), clock: clock)
    await store.send(.addTapped) { _ = $0.routes.push(Counter.State()) }
    let pushed = store.state.routes.top.id
    await store.send(.routes(.screen(pushed, .timerStartTapped))) {
      _ = $0.routes.modifyScreen(id: pushed) { $0.isTimerRunning = true }
    }
    #expect(store.runningEffectCount == 1)
    await store.send(.routes(.close(pushed))) { $0.routes.pop() }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test("skipping received actions lets the test move on to the next step")
  @MainActor
  func skipReceivedActions() async {
    let store = TestStore(
      initialState: Counter.State(count: 2), reducer: Counter(clock: TestClock()))
    await store.send(.shareTapped)
    await store.skipReceivedActions()
    await store.send(.incrementTapped) { $0.count = 3 }
    await store.finish()
  }

  @Test("skipping in-flight effects lets an exhaustive test end with a timer on")
  @MainActor
  func skipInFlightEffects() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    store.skipInFlightEffects()
    #expect(store.runningEffectCount == 0)
    await store.finish()
  }
}
