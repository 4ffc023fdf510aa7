import Dispatch
import Synchronization

/// A task executor for the work of effects under test, which runs jobs one at a time in order
/// and can tell when that work has gone quiet: every piece of it asleep, waiting, or done.
///
/// Give it to a store (``TestStore`` does this for you; `Store(…, effectExecutor:)` takes it)
/// so that the effects' work runs here. ``settle(within:)`` then waits as long as that work
/// keeps running, with no real-time guess: a test clock that wakes a sleeper settles before it
/// moves time further, and a test store settles before it looks at what was received.
///
/// It sees what runs here: the effects' own code and their child tasks (`async let`, task
/// groups), and what they ask of the main actor on their way. An unstructured `Task {}` made
/// inside an effect does not keep the executor preference, so its work is not seen; nor is
/// main-actor work that schedules main-actor work more than two levels deep (a store's own
/// delivery is one level).
public final class TestExecutor: TaskExecutor, Sendable {
  private let queue = DispatchQueue(label: "ArchitectureTesting.TestExecutor")
  private let enqueuedCount = Mutex(0)

  /// An executor with nothing to run.
  public init() {}

  /// Runs `job` after every job enqueued before it has run.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    enqueuedCount.withLock { $0 += 1 }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }

  /// Whether the current task prefers this executor, so that its work is seen by
  /// ``settle(within:)``.
  public var isPreferredByCurrentTask: Bool {
    withUnsafeCurrentTask { $0?.unownedTaskExecutor } == asUnownedTaskExecutor()
  }

  /// Waits until the work on this executor has gone quiet, including what it asked the main
  /// actor to do on its way (an effect delivering an action runs the reducer there, which may
  /// continue the effect or start new ones here).
  ///
  /// - Parameter limit: how long, in real time, work may keep running before this gives up:
  ///   only work that never suspends (a loop of `Task.yield()`, say) gets that far.
  /// - Returns: whether the work went quiet within `limit`.
  @discardableResult
  @concurrent public func settle(within limit: Duration = .seconds(10)) async -> Bool {
    // `@concurrent` and the global executor: off every actor and off this executor, even when
    // the caller is on either, so that both are free to run what is queued for them and the
    // barriers below are real.
    await withTaskExecutorPreference(globalConcurrentExecutor) {
      let deadline = ContinuousClock.now.advanced(by: limit)
      var quietRounds = 0
      // Two quiet rounds in a row: main-actor work queued by what the first round let run
      // (a reducer that schedules more main-actor work) has then run too.
      while quietRounds < 2 {
        if Task.isCancelled || ContinuousClock.now >= deadline { return false }
        let mark = enqueuedCount.withLock { $0 }
        // Jobs run in order, so once this block runs every job enqueued before it has run.
        await withCheckedContinuation { continuation in
          queue.async { continuation.resume() }
        }
        // The main actor runs jobs in order too: this drains what those jobs sent it.
        await MainActor.run {}
        quietRounds = enqueuedCount.withLock { $0 } == mark ? quietRounds + 1 : 0
      }
      return true
    }
  }
}
