import Foundation

/// How many events the input thread handed over that the main actor has not taken yet.
final class WaitingEvents: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// One more event handed over.
  func add() { lock.withLock { count += 1 } }

  /// One event taken.
  func take() { lock.withLock { count = max(0, count - 1) } }

  /// Whether any event waits.
  var any: Bool { lock.withLock { count > 0 } }
}
