import Foundation

/// Places for batches of input between the reading thread and the session: the reader takes
/// one before it hands a batch over and waits while none is free; the session gives one back
/// for each batch it takes. So the reader is never more than a few batches ahead, and a fast
/// pipe waits in the kernel's buffer rather than in memory.
///
/// A condition rather than a `DispatchSemaphore`: a semaphore traps when it is released with
/// fewer places than it started with, which is what a session that stops early leaves.
final class BatchPlaces: @unchecked Sendable {
  private let condition = NSCondition()
  private var free: Int
  private var isClosed = false

  /// `count` free places.
  init(_ count: Int) {
    free = count
  }

  /// Takes a place, waiting for one; `false` once closed, when no more batches are wanted.
  func take() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while free == 0 && !isClosed { condition.wait() }
    guard !isClosed else { return false }
    free -= 1
    return true
  }

  /// Gives a place back.
  func giveBack() {
    condition.lock()
    free += 1
    condition.signal()
    condition.unlock()
  }

  /// Wakes the reader for good: nobody takes batches any more.
  func close() {
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }
}
