import Architecture
import Testing

extension TestStore {
  /// Compares the state after a step with the one the test expects, as a line diff.
  func expect(
    from before: State,
    to after: State,
    update: ((inout State) throws -> Void)?,
    after step: String,
    at location: SourceLocation
  ) {
    // Not exhaustive: the assertion is applied to the actual state, so only what it mentions
    // is checked; exhaustive: to the previous state, so everything else must not have moved.
    var expected = exhaustivity == .on ? before : after
    do {
      try update?(&expected)
    } catch {
      fail("the assertion after \(step) threw: \(error)", at: location)
      return
    }
    guard expected != after else { return }
    let diff = lineDiff(expected: snapshot(expected), actual: snapshot(after)) ?? ""
    fail(
      "state after \(step) is not as expected (- expected, + actual):\n\(diff)", at: location)
  }

  /// Waits until an action arrives (one matching `predicate`, when not exhaustive).
  func waitForReceived(
    sourceLocation: SourceLocation,
    matching predicate: (Action) -> Bool
  ) async {
    await settleEffects(at: sourceLocation)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if exhaustivity == .off {
        while let first = received.first, !predicate(first.action) {
          received.removeFirst()
        }
      }
      // Settled, so this is final for work on the executor; only work waiting on something
      // else is worth waiting for, until the timeout.
      if !received.isEmpty || clock.now >= deadline { return }
      await yieldToEffects()
    }
  }

  /// What would make an exhaustive test fail if it ended now.
  func pendingProblems() -> String? {
    var problems: [String] = []
    if !received.isEmpty {
      problems.append(
        "\(received.count) received action(s) not asserted: "
          + received.map { "\($0.action)" }.joined(separator: ", ")
          + "; assert them with receive(_:)")
    }
    if !reports.isEmpty {
      problems.append(
        "reports not asserted: \(reports); assert them with receiveReport(containing:)")
    }
    if runningEffectCount > 0 {
      let running = runningEffectDescriptions.joined(separator: ", ")
      problems.append(
        "\(runningEffectCount) effect(s) still running: \(running); "
          + "cancel them, let them finish, or call skipInFlightEffects()")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "\n")
  }

  func failOnUnassertedReports(at location: SourceLocation) {
    guard exhaustivity == .on, !reports.isEmpty else {
      reports.removeAll()
      return
    }
    fail(
      "reports not asserted: \(reports); assert them with receiveReport(containing:)", at: location)
    reports.removeAll()
  }

  /// Waits for the effects to go quiet. Work that never does fails the test, naming the
  /// effects still running, and is cancelled, so that the test goes on and ends.
  func settleEffects(at location: SourceLocation) async {
    let settlement = await executor.settle()
    let running = runningEffectDescriptions.joined(separator: ", ")
    switch settlement {
    case .quiet:
      return
    case .runaway(let jobs):
      fail(
        "effects ran \(jobs) jobs without going quiet, so they were cancelled (running: "
          + "\(running.isEmpty ? "none of this store's" : running)); an effect that never "
          + "suspends for long (a loop of Task.yield(), say) should sleep on a TestClock instead",
        at: location)
    case .cancelled:
      // The test itself was cancelled (its time limit, say), which Swift Testing reports;
      // what is worth adding is which effects were still at work, once.
      guard runningEffectCount > 0 else { return }
      fail("the test was cancelled while effects were running: \(running)", at: location)
    }
    skipInFlightEffects()
  }

  func fail(_ message: String, at location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// Gives work outside the executor many chances to reach its next suspension point.
func yieldToEffects() async {
  for _ in 0..<50 { await Task.yield() }
  try? await Task.sleep(for: .milliseconds(1))
  for _ in 0..<50 { await Task.yield() }
}
