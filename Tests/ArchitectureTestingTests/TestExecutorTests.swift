import ArchitectureTesting
import Testing

@Suite("TestExecutor", .timeLimit(.minutes(1)))
struct TestExecutorTests {
  @Test("settle waits for work that goes back and forth with the main actor")
  func settleFollowsMainActorHops() async {
    let executor = TestExecutor()
    let log = Log<Int>()
    let task = Task(executorPreference: executor) {
      for step in 0..<20 {
        await MainActor.run { log.append(step) }
      }
    }
    #expect(await executor.settle() == .quiet)
    #expect(log.entries == Array(0..<20))
    await task.value
  }

  @Test("settle waits for the child tasks of work, which keep its preference")
  func settleFollowsChildTasks() async {
    let executor = TestExecutor()
    let log = Log<String>()
    let task = Task(executorPreference: executor) {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          await MainActor.run { log.append("child, on the main actor") }
          log.append("child, back")
        }
      }
      log.append("parent")
    }
    #expect(await executor.settle() == .quiet)
    #expect(log.entries == ["child, on the main actor", "child, back", "parent"])
    await task.value
  }

  @Test("a task knows whether it prefers the executor")
  func preference() async {
    let executor = TestExecutor()
    #expect(!executor.isPreferredByCurrentTask)
    let onExecutor = await Task(executorPreference: executor) {
      executor.isPreferredByCurrentTask
    }.value
    #expect(onExecutor)
    let elsewhere = await Task(executorPreference: TestExecutor()) {
      executor.isPreferredByCurrentTask
    }.value
    #expect(!elsewhere)
  }

  @Test("settle with nothing to run returns quiet, again and again")
  func settleWhenIdle() async {
    let executor = TestExecutor()
    #expect(await executor.settle() == .quiet)
    #expect(await executor.settle() == .quiet)
    #expect(!executor.isPreferredByCurrentTask)
  }

  @Test("settle from work on the executor itself returns, as does advance")
  func settleFromTheExecutor() async {
    let clock = TestClock()
    let log = Log<String>()
    let sleeper = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(1))
      log.append("woke")
    }
    let quiet = await Task(executorPreference: clock.executor) {
      let quiet = await clock.executor.settle()
      await clock.advance(by: .seconds(1))
      return quiet
    }.value
    #expect(quiet == .quiet)
    #expect(log.entries == ["woke"])
    _ = await sleeper.result
  }

  @Test("settle waits for a job that holds the executor's thread, as a busy machine would")
  func settleWaitsForAStalledJob() async {
    let executor = TestExecutor()
    let log = Log<String>()
    let stalled = Task(executorPreference: executor) {
      // What a machine too busy to schedule the executor's thread looks like from here.
      holdThread(for: .milliseconds(300))
      await MainActor.run { log.append("after the stall") }
    }
    #expect(await executor.settle() == .quiet)
    #expect(log.entries == ["after the stall"])
    await stalled.value
  }

  @Test("settle counts jobs, not time: work with many steps before it rests is waited for")
  func settleWaitsForManySteps() async {
    let executor = TestExecutor(jobLimit: 20_000)
    let log = Log<Int>()
    let worker = Task(executorPreference: executor) {
      for _ in 0..<5_000 { await Task.yield() }
      log.append(5_000)
    }
    #expect(await executor.settle() == .quiet)
    #expect(log.entries == [5_000])
    await worker.value
  }

  @Test("settle calls work that never suspends for long runaway once it passes the job limit")
  func settleNamesRunawayWork() async {
    let executor = TestExecutor(jobLimit: 1_000)
    let spinner = Task(executorPreference: executor) {
      while !Task.isCancelled { await Task.yield() }
    }
    // However the test ends (a time limit on a loaded machine included), the spinner stops
    // with it: left spinning, it would starve every test after it.
    defer { spinner.cancel() }
    let settlement = await executor.settle()
    guard case .runaway(let jobs) = settlement else {
      Issue.record("expected runaway work, got \(settlement)")
      return
    }
    #expect(jobs > 1_000)
    spinner.cancel()
    await spinner.value
    #expect(await executor.settle() == .quiet)
  }

  @Test("a cancelled settle returns at once, even while a job that never ends holds the executor")
  func cancelledSettleReturns() async {
    let executor = TestExecutor()
    let gate = Gate()
    let held = Task(executorPreference: executor) { gate.waitUntilOpen() }
    // The executor's thread is let go however the test ends.
    defer { gate.open() }
    let waiting = Task { await executor.settle() }
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    gate.open()
    await held.value
    #expect(await executor.settle() == .quiet)
  }
}
