import Synchronization

/// A clock whose time moves only when a test says so, making time-based effects deterministic.
///
/// Effects sleep on it as on any clock; ``advance(by:)`` moves time forward and wakes each
/// sleeper whose deadline has come, in deadline order.
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
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    var cancelled: Set<Int> = []
    var nextToken = 0
  }

  private let state = Mutex(State())

  /// A clock at time zero.
  public init() {}

  /// The current test time.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// The number of effects sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the test advances time to `deadline`, or the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
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
          state.sleepers[token] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: token) else {
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
  /// Effects run on other threads, so after each wake the clock waits, briefly and in real
  /// time, for the woken effect to sleep again; an effect that ends instead costs that wait.
  public func advance(by duration: Duration = .zero) async {
    await yieldToEffects()
    // Work started just before may not have reached its first sleep on a busy machine.
    if sleeperCount == 0 { await waitUntil(sleepersAtLeast: 1, within: Self.startLimit) }
    let target = now.advanced(by: duration)
    while let (token, sleeper) = nextSleeper(dueBy: target) {
      let sleepersBefore = state.withLock { state in
        state.now = max(state.now, sleeper.deadline)
        state.sleepers[token] = nil
        return state.sleepers.count
      }
      sleeper.continuation.resume()
      await waitUntil(sleepersAtLeast: sleepersBefore + 1, within: Self.settleLimit)
    }
    state.withLock { $0.now = max($0.now, target) }
    await yieldToEffects()
  }

  /// How long, in real time, the clock waits for woken work to sleep again: long enough for a
  /// loaded machine or a sanitizer build, and spent in full only when the work ends instead.
  static let settleLimit: Duration = .milliseconds(300)
  /// How long the clock waits for work that was just started to reach its first sleep, when
  /// nothing sleeps yet: short, because advancing an idle clock is common.
  static let startLimit: Duration = .milliseconds(30)

  /// Yields to running effects until `count` sleep on this clock or `limit` has passed.
  private func waitUntil(sleepersAtLeast count: Int, within limit: Duration) async {
    let realTime = ContinuousClock()
    let deadline = realTime.now.advanced(by: limit)
    await yieldToEffects()
    while sleeperCount < count, realTime.now < deadline {
      await yieldToEffects()
    }
  }

  private func nextSleeper(dueBy target: Instant) -> (Int, Sleeper)? {
    state.withLock { state in
      state.sleepers.filter { $0.value.deadline <= target }
        .min { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        .map { ($0.key, $0.value) }
    }
  }
}

/// Gives running effects many chances to reach their next suspension point.
func yieldToEffects() async {
  for _ in 0..<50 { await Task.yield() }
  try? await Task.sleep(for: .milliseconds(1))
  for _ in 0..<50 { await Task.yield() }
}
