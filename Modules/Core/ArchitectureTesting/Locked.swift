import Foundation

/// A value shared between threads, reached only under a lock.
///
/// Why not `Synchronization.Mutex`: on Linux, when two threads contend for a `Mutex`, the
/// lock passes between them inside the kernel (a priority-inheriting futex, taken and given in
/// the toolchain's uninstrumented library), so the thread sanitizer sees neither side of the
/// hand-off and reports the two accesses as a race. A two-thread program that does nothing but
/// `withLock` shows it, and the suite's thread-sanitizer run reported it in ``TestClock``.
/// `NSLock` is a POSIX mutex, whose lock and unlock the sanitizer intercepts, so it sees the
/// order that the lock guarantees. Test support runs under the sanitizer in every team that
/// adopts it, so it uses a lock the sanitizer understands rather than a suppression that only
/// this package's CI would carry.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  // Unchecked: every access to `value` happens under `lock`.
  private let lock = NSLock()
  private var value: Value

  /// A lock guarding `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, exclusively.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
