import Dispatch
import Synchronization

/// A serial executor for the work of effects under test, which can tell when that work has
/// gone quiet: every piece of it is asleep, waiting, or done.
///
/// Give it to a store (``TestStore`` does this for you; `Store(…, effectExecutor:)` takes it)
/// so that the effects' work runs here. ``settle()`` then waits exactly as long as that work
/// keeps running, with no real-time guess: a test clock that wakes a sleeper settles before it
/// moves time further, and a test store settles before it looks at what was received.
public final class TestExecutor: TaskExecutor, Sendable {
  private let queue = DispatchQueue(label: "ArchitectureTesting.TestExecutor")
  private let enqueuedCount = Mutex(0)

  /// An executor with nothing to run.
  public init() {}

  /// Runs `job` after every job enqueued before it, on the executor's own thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    enqueuedCount.withLock { $0 += 1 }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }

  /// Whether the current task prefers this executor, so that its work is seen by ``settle()``.
  public var isPreferredByCurrentTask: Bool {
    withUnsafeCurrentTask { $0?.unownedTaskExecutor } == asUnownedTaskExecutor()
  }

  /// Waits until the work on this executor has gone quiet, including what it asked the main
  /// actor to do on its way (an effect delivering an action runs the reducer there, which may
  /// continue the effect or start new ones here).
  @concurrent public func settle() async {
    // `@concurrent`: off every actor even when called from the main actor, so that the main
    // actor is free to run what is queued for it and the hop below is a real barrier.
    while true {
      let mark = enqueuedCount.withLock { $0 }
      // Jobs run in order, so once this block runs every job enqueued before it has run.
      await withCheckedContinuation { continuation in
        queue.async { continuation.resume() }
      }
      // The main actor runs jobs in order too: this drains what those jobs sent it.
      await MainActor.run {}
      if enqueuedCount.withLock({ $0 }) == mark { return }
    }
  }
}
