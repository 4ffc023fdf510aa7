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

  @Test("settle waits for work that work started, and for what that started in turn")
  func settleFollowsWorkItStarts() async {
    let executor = TestExecutor()
    let log = Log<String>()
    let outer = Task(executorPreference: executor) {
      log.append("outer")
      // A task made here keeps the preference, as the effects of an effect's actions do.
      let inner = Task {
        await MainActor.run { log.append("inner, on the main actor") }
        log.append("inner, back")
      }
      _ = inner
    }
    await executor.settle()
    #expect(log.entries == ["outer", "inner, on the main actor", "inner, back"])
    await outer.value
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
}
