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

/// The signals of `signals` a test may send a sanitized app from outside: all of them, except
/// under the thread sanitizer the ones its runtime takes as a fault of the thread they land on
/// (`SIGSEGV`, `SIGABRT`, ...). It runs the app's handler for those at once, and when one lands
/// while the thread waits inside the runtime, the runtime's own check fails and it aborts
/// (google/sanitizers#1541). Every other pass, and every other signal, still runs.
func signalsToSend(_ signals: [Int32]) -> [Int32] {
  guard ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] == "thread" else {
    return signals
  }
  let takenAsFaults: Set<Int32> = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGPIPE, SIGSYS,
  ]
  return signals.filter { !takenAsFaults.contains($0) }
}
