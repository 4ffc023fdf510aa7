import Dispatch

/// A task executor for the work of effects under test, which runs jobs one at a time in order
/// and can tell when that work has gone quiet: every piece of it asleep, waiting, or done.
///
/// Give it to a store (``TestStore`` does this for you; `Store(…, effectExecutor:)` takes it)
/// so that the effects' work runs here. ``settle()`` then waits as long as that work
/// keeps running, however slow the machine is: it counts jobs, never seconds, so a loaded
/// machine changes how long a test takes, never what it finds.
///
/// It sees what runs here: the effects' own code and their child tasks (`async let`, task
/// groups), the actors they call (which run on the preferred executor), and what they ask of
/// the main actor on their way. An unstructured `Task {}` made inside an effect does not keep
/// the executor preference, so its work is not seen; nor is main-actor work that schedules
/// main-actor work more than two levels deep (a store's own delivery is one level).
public final class TestExecutor: TaskExecutor, Sendable {
  /// How a call to ``settle()`` ended.
  public enum Settlement: Equatable, Sendable {
    /// Every piece of work is asleep, waiting on something else, or done.
    case quiet
    /// The work ran more jobs than the limit without going quiet: something never suspends
    /// for long (a loop of `Task.yield()`, say).
    case runaway(jobs: Int)
    /// The waiting task was cancelled (a test's time limit, say) before the work went quiet.
    case cancelled
  }

  /// How many jobs ``settle()`` lets work run before calling it runaway.
  public let jobLimit: Int

  /// The limit unless a test gives another: far more jobs than any effect in a test runs
  /// before it goes quiet, and reached within a second or so by a loop that never stops.
  public static let defaultJobLimit = 100_000

  private let queue = DispatchQueue(label: "ArchitectureTesting.TestExecutor")
  private let enqueuedCount = Locked(0)

  /// An executor with nothing to run.
  ///
  /// - Parameter jobLimit: how many jobs work may run during one ``settle()`` before it is
  ///   called runaway; ``defaultJobLimit`` unless a test needs another.
  public init(jobLimit: Int = defaultJobLimit) {
    self.jobLimit = jobLimit
  }

  /// Runs `job` after every job enqueued before it has run.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // Counted and queued in one step: a barrier that ``settle()`` queues under the same lock
    // then runs after every job its count includes.
    enqueuedCount.withLock { count in
      count += 1
      queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
  }

  /// Whether the current task prefers this executor, so that its work is seen by
  /// ``settle()``.
  public var isPreferredByCurrentTask: Bool {
    withUnsafeCurrentTask { $0?.unownedTaskExecutor } == asUnownedTaskExecutor()
  }

  /// Waits until the work on this executor has gone quiet, including what it asked the main
  /// actor to do on its way (an effect delivering an action runs the reducer there, which may
  /// continue the effect or start new ones here).
  ///
  /// No real time is involved: a job held up for a minute by a busy machine is waited for.
  /// A job that never returns holds the executor, and this with it, until the waiting task
  /// is cancelled, which ends the wait at once.
  ///
  /// - Returns: ``Settlement/quiet`` once the work is asleep, waiting or done;
  ///   ``Settlement/runaway(jobs:)`` once it has run more than ``jobLimit`` jobs without;
  ///   ``Settlement/cancelled`` as soon as the waiting task is cancelled.
  @discardableResult
  @concurrent public func settle() async -> Settlement {
    // `@concurrent` and the global executor: off every actor and off this executor, even when
    // the caller is on either, so that both are free to run what is queued for them and the
    // barriers below are real.
    await withTaskExecutorPreference(globalConcurrentExecutor) {
      let start = enqueuedCount.withLock { $0 }
      var quietRounds = 0
      // Two quiet rounds in a row: main-actor work queued by what the first round let run
      // (a reducer that schedules more main-actor work) has then run too.
      while quietRounds < 2 {
        let counted = enqueuedCount.withLock { $0 }
        if counted - start > jobLimit { return .runaway(jobs: counted - start) }
        var mark = counted
        // Jobs run in order, so once this block runs every job counted in `mark` has run.
        let ran = await barrier { block in
          enqueuedCount.withLock { count in
            mark = count
            queue.async(execute: block)
          }
        }
        guard ran else { return .cancelled }
        // The main actor runs jobs in order too: this drains what those jobs sent it.
        guard await barrier({ work in Task { @MainActor in work() } }) else { return .cancelled }
        quietRounds = enqueuedCount.withLock { $0 } == mark ? quietRounds + 1 : 0
      }
      return .quiet
    }
  }

  /// Waits until `schedule` runs the block it is given, or the task is cancelled.
  ///
  /// - Returns: whether the block ran; false when the wait was cancelled first.
  private func barrier(
    _ schedule: (@escaping @Sendable () -> Void) -> Void
  ) async -> Bool {
    let waiter = Waiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.install(continuation)
        schedule { waiter.resume(passed: true) }
      }
    } onCancel: {
      waiter.resume(passed: false)
    }
    return waiter.passed
  }
}

/// A continuation resumed once, by whichever comes first: the barrier running, or the waiting
/// task's cancellation. The other is ignored.
private final class Waiter: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Void, Never>?
    var outcome: Bool?
  }

  private let state = Locked(State())

  /// Whether the barrier ran before any cancellation.
  var passed: Bool { state.withLock { $0.outcome ?? false } }

  /// Parks the waiting task, or resumes it at once if the outcome is already known.
  func install(_ continuation: CheckedContinuation<Void, Never>) {
    let decided = state.withLock { state in
      if state.outcome != nil { return true }
      state.continuation = continuation
      return false
    }
    if decided { continuation.resume() }
  }

  /// Settles the outcome the first time, and resumes the task if it is parked.
  func resume(passed: Bool) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard state.outcome == nil else { return nil }
      state.outcome = passed
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
