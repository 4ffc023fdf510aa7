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
    await executor.settle()
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
    await executor.settle()
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

  @Test("settle with nothing to run returns")
  func settleWhenIdle() async {
    let executor = TestExecutor()
    await executor.settle()
    await executor.settle()
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
    #expect(quiet)
    #expect(log.entries == ["woke"])
    _ = await sleeper.result
  }

  @Test("settle gives up, saying so, on work that never suspends")
  func settleGivesUp() async {
    let executor = TestExecutor()
    let spinner = Task(executorPreference: executor) {
      while !Task.isCancelled { await Task.yield() }
    }
    let quiet = await executor.settle(within: .milliseconds(50))
    #expect(!quiet)
    spinner.cancel()
    await spinner.value
    #expect(await executor.settle())
  }
}
