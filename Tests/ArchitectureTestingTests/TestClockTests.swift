// Over 200 lines: each way the test clock is used (sleeping, advancing, running, cancelling, timing
// out) is a short case, and they read best together.

import ArchitectureTesting
import Testing

@Suite("TestClock", .timeLimit(.minutes(1)))
struct TestClockTests {
  @Test("a sleeper resumes only once time reaches its deadline")
  func sleepResumesAtDeadline() async throws {
    let clock = TestClock()
    let log = Log<String>()
    let task = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(5))
      log.append("woke")
    }
    await clock.executor.settle()
    try #require(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(4))
    #expect(log.entries.isEmpty)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["woke"])
    #expect(clock.sleeperCount == 0)
    try await task.value
  }

  @Test("sleepers wake in deadline order, each seeing its own deadline as now")
  func sleepersWakeInDeadlineOrder() async throws {
    let clock = TestClock()
    let log = Log<Duration>()
    var tasks: [Task<Void, any Error>] = []
    for seconds in [3, 1, 2] {
      tasks.append(
        Task(executorPreference: clock.executor) {
          try await clock.sleep(for: .seconds(seconds))
          log.append(clock.now.offset)
        })
      // Started one at a time, so that arrival order differs from deadline order.
      await clock.executor.settle()
    }
    try #require(clock.sleeperCount == 3)
    await clock.advance(by: .seconds(10))
    #expect(log.entries == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(clock.now.offset == .seconds(10))
    for task in tasks { try await task.value }
  }

  @Test("a sleeper that sleeps again is woken again within the same advance")
  func repeatingSleeper() async throws {
    let clock = TestClock()
    let log = Log<Duration>()
    let task = Task(executorPreference: clock.executor) {
      for _ in 0..<3 {
        try await clock.sleep(for: .seconds(1))
        log.append(clock.now.offset)
      }
    }
    await clock.executor.settle()
    await clock.advance(by: .milliseconds(3_500))
    #expect(log.entries == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(clock.now.offset == .milliseconds(3_500))
    try await task.value
  }

  @Test("a cancelled sleeper throws CancellationError and no longer counts as sleeping")
  func cancelledSleeper() async throws {
    let clock = TestClock()
    let task = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(1))
    }
    await clock.executor.settle()
    try #require(clock.sleeperCount == 1)
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test("a task already cancelled when it sleeps throws at once without sleeping")
  func alreadyCancelledTask() async {
    let clock = TestClock()
    let task = Task(executorPreference: clock.executor) {
      while !Task.isCancelled { await Task.yield() }
      try await clock.sleep(for: .seconds(1))
    }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test("advance by zero lets work due now run, without moving time or waking later sleepers")
  func advanceByZero() async throws {
    let clock = TestClock()
    let log = Log<String>()
    await clock.advance(by: .seconds(2))
    let later = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(1))
      log.append("later")
    }
    await clock.executor.settle()
    let due = Task(executorPreference: clock.executor) {
      try await clock.sleep(until: clock.now)
      log.append("due")
    }
    await clock.advance()
    #expect(log.entries == ["due"])
    #expect(clock.sleeperCount == 1)
    #expect(clock.now.offset == .seconds(2))
    try await due.value
    later.cancel()
  }

  @Test("now moves by exactly the advance, with or without sleepers")
  func nowMoves() async {
    let clock = TestClock()
    let start = clock.now
    #expect(start.offset == .zero)
    await clock.advance(by: .seconds(3))
    await clock.advance(by: .milliseconds(250))
    #expect(clock.now.offset == .milliseconds(3_250))
    #expect(start.duration(to: clock.now) == .milliseconds(3_250))
    #expect(start.advanced(by: .milliseconds(3_250)) == clock.now)
    #expect(start < clock.now)
  }

  @Test("a sleep until a moment already past returns at once")
  func pastDeadline() async throws {
    let clock = TestClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: deadline)
    #expect(clock.sleeperCount == 0)
  }

  @Test("work started just before an advance, busy on the way to its sleep, is still woken")
  func workNotYetAsleep() async throws {
    let clock = TestClock()
    let log = Log<String>()
    let task = Task(executorPreference: clock.executor) {
      for _ in 0..<50 { await MainActor.run {} }
      try await clock.sleep(for: .seconds(1))
      log.append("woke")
    }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["woke"])
    try await task.value
  }

  @Test(
    "a woken sleeper's work runs to its end, across hops to the main actor, before advance returns")
  func wokenWorkRunsToItsEnd() async throws {
    let clock = TestClock()
    let log = Log<Int>()
    let task = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(1))
      for step in 0..<20 { await MainActor.run { log.append(step) } }
    }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == Array(0..<20))
    try await task.value
  }

  @Test("waking a sleep that runs outside the clock's executor is reported, with the fix")
  func sleepOutsideTheExecutor() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    await expectFailure(
      containing: "outside the clock's executor", "TestStore(…, clock: clock)"
    ) {
      await clock.advance(by: .seconds(1))
    }
    try await task.value
  }

  @Test("work slow to reach its sleep is still woken, so awaiting it after advance cannot hang")
  func slowWorkBeforeItsSleep() async throws {
    let clock = TestClock()
    let log = Log<String>()
    let task = Task(executorPreference: clock.executor) {
      holdThread(for: .milliseconds(200))
      for _ in 0..<2_000 { await Task.yield() }
      try await clock.sleep(for: .seconds(1))
      log.append("woke")
    }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["woke"])
    // Harmless once it woke; had advance returned early, this makes the wait below throw
    // instead of hanging the run.
    task.cancel()
    _ = await task.result
  }

  @Test("woken work that never goes quiet is reported, naming the wake, and time stops there")
  func runawayWokenWork() async {
    let clock = TestClock(jobLimit: 1_000)
    let task = Task(executorPreference: clock.executor) {
      try await clock.sleep(for: .seconds(1))
      while !Task.isCancelled { await Task.yield() }
    }
    // However the test ends (a time limit on a loaded machine included), the spinner stops
    // with it: left spinning, it would starve every test after it.
    defer { task.cancel() }
    await clock.executor.settle()
    await expectFailure(
      containing: "advance(by:) stopped", "woken at 1.0 seconds", "Task.yield()"
    ) {
      await clock.advance(by: .seconds(5))
    }
    #expect(clock.now.offset == .seconds(1))
    task.cancel()
    _ = await task.result
  }
}
