/// Runs the asynchronous work of effects and cancels it by lifetime or identifier.
///
/// Shared by ``Store`` and the test store, so tests exercise the apps' lifetime rules. It runs
/// on the main actor, so once work is cancelled none of its actions can be delivered.
@MainActor
package final class EffectRuntime<Action> {
  private struct Running {
    let lifetime: [LifetimeComponent]
    let cancelID: CancelID?
    let task: Task<Void, Never>
  }

  private var running: [Int: Running] = [:] {
    // Kept apart, so a script reads it after every line without the dictionary's generics.
    didSet { runningCount = running.count }
  }
  private var nextToken = 0
  private let executor: (any TaskExecutor)?
  /// Told about work that failed with an error other than cancellation.
  package var report: @MainActor (String) -> Void = { _ in }

  /// A runtime whose work runs on `executor` (nil: the global concurrent executor).
  package init(executor: (any TaskExecutor)? = nil) {
    self.executor = executor
  }

  isolated deinit {
    for work in running.values { work.task.cancel() }
  }

  /// The number of pieces of work still running.
  package private(set) var runningCount = 0

  /// Lifetimes and identifiers of the work still running, for test failure messages.
  package var runningDescriptions: [String] {
    running.sorted { $0.key < $1.key }.map { _, work in
      let path = work.lifetime.map(\.description).joined(separator: "/")
      return (path.isEmpty ? "root" : path) + (work.cancelID.map { " id \($0)" } ?? "")
    }
  }

  /// Starts `run`, delivering its actions with `deliver` until it ends or is cancelled.
  package func start(
    _ run: Effect<Action>.Run,
    deliver: @escaping @MainActor (Action) -> Void
  ) {
    if run.cancelsInFlight, let id = run.cancelID {
      cancel(Cancellation(path: run.lifetime, target: .id(id)))
    }
    let token = nextToken
    nextToken += 1
    let send = Send<Action> { [weak self] action in
      guard let self, self.running[token] != nil, !Task.isCancelled else { return }
      deliver(action)
    }
    let body = run.body
    let task = Self.spawn(on: executor) { [weak self] in
      do {
        try await body(send)
      } catch is CancellationError {
      } catch {
        await self?.report("an effect failed: \(error)")
      }
      await self?.finish(token)
    }
    running[token] = Running(lifetime: run.lifetime, cancelID: run.cancelID, task: task)
  }

  /// Cancels the running work `cancellation` reaches.
  package func cancel(_ cancellation: Cancellation) {
    for (token, work) in running
    where cancellation.reaches(lifetime: work.lifetime, cancelID: work.cancelID) {
      work.task.cancel()
      running[token] = nil
    }
  }

  /// Cancels everything.
  package func cancelAll() {
    for work in running.values { work.task.cancel() }
    running.removeAll()
  }

  /// Waits until all work started so far has ended.
  package func waitForAll() async {
    for work in running.values { await work.task.value }
  }

  /// Starts `work` on `executor` directly: a task made here would begin on the main actor,
  /// costing it a job per effect, and a test executor one more level to wait through.
  private nonisolated static func spawn(
    on executor: (any TaskExecutor)?,
    _ work: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: executor) { await work() }
  }

  private func finish(_ token: Int) {
    running[token] = nil
  }
}
