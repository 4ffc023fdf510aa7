import Foundation

/// How many steps a long randomized test takes: `full` in an ordinary run, a third of it under
/// a sanitizer (`.ci/sanitizers` sets `COORDINATOR_SUITE_SANITIZER`).
///
/// Under a sanitizer every step costs ten to twenty times as much, and these tests hold the main
/// actor between their yields, so at full length they starve the tests that wait on it until
/// those hit their time limits. The sanitizers look for memory and thread errors, which the
/// shorter run reaches on the same paths; the ordinary run keeps the full count for the logic.
func stepCount(_ full: Int) -> Int {
  ProcessInfo.processInfo.environment["COORDINATOR_SUITE_SANITIZER"] == nil ? full : full / 3
}
