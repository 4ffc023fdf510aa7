import Foundation

/// A pause at each step of a save, for the tests that send a signal there; off unless
/// `COORDINATOR_SUITE_SAVE_PAUSE` names a number of milliseconds, and compiled into debug
/// builds only, which the tests run: a release binary honours no test hook.
///
/// At each step the save says which on standard error (`save: before the rename`) and waits
/// that long, so that a test outside the process can send a signal at exactly that step.
enum SavePause {
  #if DEBUG
  private static let milliseconds: UInt32? = ProcessInfo.processInfo
    .environment["COORDINATOR_SUITE_SAVE_PAUSE"].flatMap { UInt32($0) }.map { min($0, 10_000) }
  #endif

  /// Says `step` and waits, when pauses are asked for.
  @inline(__always)
  static func at(_ step: String) {
    #if DEBUG
    guard let milliseconds else { return }
    printToStandardError("save: \(step)")
    usleep(milliseconds * 1000)
    #endif
  }
}
