public import Testing

/// A clock whose time moves only when a test says so, making time-based effects deterministic.
///
/// Effects sleep on it as on any clock; ``advance(by:sourceLocation:)`` moves time forward and wakes each
/// sleeper whose deadline has come, in deadline order, letting the woken work run before it
/// moves on. For that, the work must run on the clock's ``executor``: a ``TestStore`` given the
/// clock runs its effects there, and waking a sleep from anywhere else is reported as a test
/// issue.
public final class TestClock: Clock, Sendable {
  /// A point in test time: the time since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock started.
    public let offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Earlier instants order first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// Whether the sleeping task runs on ``executor``, so that a wake can wait for its work.
    let isOnExecutor: Bool
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    var cancelled: Set<Int> = []
    var nextToken = 0
  }

  private let state = Locked(State())

  /// Where work that sleeps on this clock runs, so that ``advance(by:sourceLocation:)`` can wait for it.
  public let executor: TestExecutor

  /// A clock at time zero.
  ///
  /// - Parameter jobLimit: how many jobs woken work may run before it goes quiet; see
  ///   ``TestExecutor/init(jobLimit:)``.
  public init(jobLimit: Int = TestExecutor.defaultJobLimit) {
    executor = TestExecutor(jobLimit: jobLimit)
  }

  /// The current test time.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// The number of effects sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the test advances time to `deadline`, or the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let isOnExecutor = executor.isPreferredByCurrentTask
    let token = state.withLock { state in
      defer { state.nextToken += 1 }
      return state.nextToken
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.remove(token) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[token] = Sleeper(
            deadline: deadline, continuation: continuation, isOnExecutor: isOnExecutor)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: token) else {
          // Not asleep yet (the sleep will see this and throw), or already woken by advance;
          // a token is never reused, so a stale one costs a few bytes until the clock goes.
          state.cancelled.insert(token)
          return Sleeper?.none
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking sleepers in deadline order and letting each
  /// woken effect run (and perhaps sleep again) before time moves further.
  ///
  /// Between wakes the clock settles its ``executor``: it waits until the work it woke, and
  /// any work that started, is asleep, waiting or done. That is exact, not a real-time guess,
  /// for work on the executor, which is where a store given this clock runs its effects (see
  /// ``TestExecutor`` for what it cannot see). Work that never goes quiet is reported as a
  /// test issue naming the sleep that woke it, and time stops moving; so does a cancelled
  /// test, which returns at once.
  public func advance(
    by duration: Duration = .zero, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard await settle(after: nil, at: sourceLocation) else { return }
    let target = now.advanced(by: duration)
    while let sleeper = takeNextSleeper(dueBy: target) {
      if !sleeper.isOnExecutor {
        Issue.record(
          """
          advance(by:) woke a sleep that runs outside the clock's executor, so it cannot wait \
          for the work that follows; create the store with TestStore(…, clock: clock) or \
          Store(…, effectExecutor: clock.executor), or start the task with \
          Task(executorPreference: clock.executor)
          """, sourceLocation: sourceLocation)
      }
      sleeper.continuation.resume()
      guard await settle(after: sleeper.deadline, at: sourceLocation) else { return }
    }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// Settles the executor, recording an issue if the work ran away.
  ///
  /// - Parameter wake: the deadline of the sleep just woken, to name the work in the issue.
  /// - Returns: whether time may move on.
  private func settle(after wake: Instant?, at sourceLocation: SourceLocation) async -> Bool {
    switch await executor.settle() {
    case .quiet:
      return true
    case .cancelled:
      return false
    case .runaway(let jobs):
      let origin =
        wake.map { "the work woken at \($0.offset) of test time" } ?? "the work already running"
      Issue.record(
        """
        advance(by:) stopped: \(origin) ran \(jobs) jobs without going quiet; an effect that \
        never suspends for long (a loop of Task.yield(), say) should sleep on the clock instead
        """, sourceLocation: sourceLocation)
      return false
    }
  }

  /// Removes the sleeper due first by `target` and moves time to its deadline, in one step
  /// under the lock, so that a cancellation in between cannot resume it a second time.
  private func takeNextSleeper(dueBy target: Instant) -> Sleeper? {
    state.withLock { state in
      guard
        let (token, sleeper) = state.sleepers.filter({ $0.value.deadline <= target })
          .min(by: { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) })
      else { return nil }
      state.sleepers[token] = nil
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }
  }
}
