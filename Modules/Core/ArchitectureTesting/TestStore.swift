// Over 200 lines: the test store's state and its core steps (send, receive, finish) share private
// bookkeeping that the checks in `TestStore+Checks.swift` do not need; the rest is there.

public import Architecture
public import EnumPaths
public import Testing

/// A store for tests that checks every step of a feature without any UI.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State(), reducer: Counter())
/// await store.send(.incrementTapped) { $0.count = 1 }
/// await store.receive(.delegate(.countChanged(1)))
/// await store.finish()
/// ```
///
/// Exhaustive by default: a test fails when the state changed other than as asserted (with a
/// line diff of expected against actual), when actions were received but not asserted, when a
/// report (say, an action for a route that left) was not asserted, or when effects are still
/// running at its end. Effects run for real, with the same lifetime rules as in `Store`, on a
/// ``TestExecutor``: after each step the store waits until they have gone quiet, so what they
/// send at once is there to be received, without real-time guesses. Drive time with a
/// ``TestClock`` given to the store, whose executor it then shares.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
  /// The state as of the last assertion.
  public private(set) var state: State
  /// How strict the store is; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects, in real time.
  public var timeout: Duration = .seconds(2)

  private var actualState: State
  private let reduce: (inout State, Action) -> Effect<Action>
  private let runtime: EffectRuntime<Action>
  /// Where the effects run; settled after every step.
  let executor: TestExecutor
  var received: [(action: Action, state: State)] = []
  var reports: [String] = []
  /// Actions effects sent at once, waiting their turn: reduced oldest first, as `Store` does.
  private var queued: [Action] = []
  private let createdAt: SourceLocation

  /// A test store holding `initialState`, run by `reducer`.
  ///
  /// - Parameters:
  ///   - initialState: the state before any action.
  ///   - reducer: the reducer under test.
  ///   - clock: the clock the reducer's effects sleep on, if any; the store runs its effects
  ///     on the clock's executor so that ``TestClock/advance(by:sourceLocation:)`` can wait for
  ///     them.
  ///   - sourceLocation: where the store was made, named by a failure at its end.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    clock: TestClock? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where R.State == State, R.Action == Action {
    executor = clock?.executor ?? TestExecutor()
    runtime = EffectRuntime(executor: executor)
    state = initialState
    actualState = initialState
    reduce = reducer.reduce(into:action:)
    createdAt = sourceLocation
    runtime.report = { [weak self] message in self?.reports.append(message) }
  }

  isolated deinit {
    guard exhaustivity == .on else { return }
    if let problem = pendingProblems() {
      Issue.record(
        Comment(rawValue: problem + "\n(await store.finish() at the end of the test)"),
        sourceLocation: createdAt)
    }
    runtime.cancelAll()
  }

  /// Sends an action as the user would, and asserts how the state changed.
  ///
  /// - Parameters:
  ///   - action: the action to send.
  ///   - update: mutates the previous state into the expected one; omit it when the action
  ///     changes nothing.
  ///   - sourceLocation: where a failure is reported.
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if exhaustivity == .on, !received.isEmpty {
      fail(
        "must receive \(received.count) action(s) before sending \(action): "
          + received.map { "\($0.action)" }.joined(separator: ", "),
        at: sourceLocation)
    }
    received.removeAll()
    failOnUnassertedReports(at: sourceLocation)
    let before = actualState
    let effect = reduce(&actualState, action)
    let after = actualState
    run(effect)
    reduceQueued()
    expect(from: before, to: after, update: update, after: "send(\(action))", at: sourceLocation)
    state = after
    await settleEffects(at: sourceLocation)
  }

  /// Waits for an effect to feed back `expected`, and asserts how it changed the state.
  ///
  /// Exhaustive: it must be the next action received. Not exhaustive: earlier actions that do
  /// not match are skipped.
  public func receive(
    _ expected: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await receive(
      expected: "\(expected)", matching: { $0 == expected },
      mismatch: { lineDiff(expected: snapshot(expected), actual: snapshot($0)) ?? "" },
      assert: update, sourceLocation: sourceLocation)
  }

  /// Waits for an action that `isExpected` accepts, and asserts how it changed the state: for
  /// an action whose payload the test does not spell, such as a fact from a client.
  public func receive(
    where isExpected: @escaping (Action) -> Bool,
    assert update: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await receive(
      expected: "an action the predicate accepts", matching: isExpected,
      mismatch: { snapshot($0) }, assert: update, sourceLocation: sourceLocation)
  }

  /// Waits for an action of the case `expected` reaches, whatever its payload, and asserts how
  /// it changed the state, as in `receive(delegatePath)` with a case path of `.delegate`.
  public func receive<Value>(
    _ expected: CasePath<Action, Value>,
    assert update: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await receive(
      expected: "an action of the case path's case", matching: expected.matches,
      mismatch: { snapshot($0) }, assert: update, sourceLocation: sourceLocation)
  }

  private func receive(
    expected: String,
    matching isExpected: @escaping (Action) -> Bool,
    mismatch: (Action) -> String,
    assert update: ((inout State) throws -> Void)?,
    sourceLocation: SourceLocation
  ) async {
    await waitForReceived(sourceLocation: sourceLocation, matching: isExpected)
    guard !received.isEmpty else {
      fail(
        "expected to receive \(expected), but no action arrived within \(timeout)",
        at: sourceLocation)
      return
    }
    let (action, after) = received.removeFirst()
    guard isExpected(action) else {
      fail("received an unexpected action:\n" + mismatch(action), at: sourceLocation)
      return
    }
    expect(from: state, to: after, update: update, after: "receive(\(action))", at: sourceLocation)
    state = after
    await settleEffects(at: sourceLocation)
  }

  /// Asserts that a report was made (an action for a route that left, a stack's root asked
  /// to close, ...) whose text contains `fragment`.
  public func receiveReport(
    containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let index = reports.firstIndex(where: { $0.contains(fragment) }) else {
      fail("expected a report containing '\(fragment)'; reports: \(reports)", at: sourceLocation)
      return
    }
    reports.remove(at: index)
  }

  /// Waits for the running effects to end, then fails on anything not asserted.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settleEffects(at: sourceLocation)
    // Work waiting on something other than the executor (or a sleep nobody advances) gets
    // the timeout, in real time.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while runtime.runningCount > 0, clock.now < deadline { await yieldToEffects() }
    guard exhaustivity == .on, let problem = pendingProblems() else { return }
    fail(problem, at: sourceLocation)
    received.removeAll()
    reports.removeAll()
    runtime.cancelAll()
  }

  /// Forgets the actions received but not asserted: for tests that check only part of a flow.
  public func skipReceivedActions(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settleEffects(at: sourceLocation)
    received.removeAll()
    state = actualState
  }

  /// Cancels the effects still running, so that the test may end without awaiting them.
  public func skipInFlightEffects() {
    runtime.cancelAll()
  }

  /// The number of effects still running.
  public var runningEffectCount: Int { runtime.runningCount }

  /// Where the running effects live, for failure messages.
  var runningEffectDescriptions: [String] { runtime.runningDescriptions }

  /// Runs an effect's operations; actions it sends at once are queued, to be reduced after
  /// the rest of this effect, as `Store` does.
  private func run(_ effect: Effect<Action>) {
    for operation in effect.operations {
      switch operation {
      case .send(let next):
        queued.append(next)
      case .run(let work):
        runtime.start(work) { [weak self] action in self?.deliver(action) }
      case .cancel(let cancellation):
        runtime.cancel(cancellation)
      case .report(let message):
        reports.append(message)
      }
    }
  }

  private func deliver(_ action: Action) {
    queued.append(action)
    reduceQueued()
  }

  private func reduceQueued() {
    while !queued.isEmpty {
      let action = queued.removeFirst()
      let effect = reduce(&actualState, action)
      received.append((action, actualState))
      run(effect)
    }
  }
}
