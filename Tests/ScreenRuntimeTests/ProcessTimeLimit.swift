import Foundation
import Testing

/// The time limit of a suite that starts the apps as processes: a minute, which catches a
/// hang; four under a sanitizer, where each process starts many times slower and hundreds of
/// them share two cores with the pass (`.ci/sanitizers` sets `COORDINATOR_SUITE_SANITIZER`).
let processTimeLimit: TimeLimitTrait = .timeLimit(
  ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] == nil
    ? .minutes(1) : .minutes(4))
