import ArchitectureTesting
import Foundation
import LineRuntime
import Navigation
import Presentation
import Testing

/// The base seed of a property test: `LINE_RUNTIME_SEED` when set, to replay a reported failure,
/// otherwise a fixed value so that every run checks the same cases.
func propertySeed(default fallback: UInt64) -> UInt64 {
  SeededRandom.seed(from: "LINE_RUNTIME_SEED", default: fallback)
}

/// The time limit of a suite that starts the apps as processes: a minute, which catches a
/// hang; four under a sanitizer, where each process starts many times slower and hundreds of
/// them share two cores with the pass (`.ci/sanitizers` sets `COORDINATOR_SUITE_SANITIZER`).
let processTimeLimit: TimeLimitTrait = .timeLimit(
  ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] == nil
    ? .minutes(1) : .minutes(4))
