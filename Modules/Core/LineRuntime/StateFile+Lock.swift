import Foundation

extension StateFile {
  /// Why the file could not be taken.
  public struct LockError: Error, Sendable {
    /// What went wrong and what to do, for an `error:` line.
    public var message: String
    /// Whether another process holds the file, as against the lock failing to be made.
    public var isBusy: Bool
  }

  /// Takes the file for this process until it exits, and removes what an earlier run that was
  /// killed while saving left behind.
  ///
  /// The lock is an advisory `flock` on `FILE.lock` beside the state file (the state file
  /// itself is replaced by every save, so a lock on it would not last). A second process on
  /// the same file is refused at once rather than silently losing one run's answers; a lock
  /// file left by a killed run holds no lock and is simply taken.
  /// - Throws: ``LockError`` naming the file when another process holds it, or when the lock
  ///   cannot be made.
  public func lock() throws(LockError) {
    let target = Self.resolvingLinks(path)
    let number = open("\(target).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard number >= 0 else {
      let code = errno
      throw LockError(
        message: "cannot lock the state file '\(path)' (\(Descriptor.describe(code)) for "
          + "'\(target).lock')" + StateFile.advice(for: code),
        isBusy: false)
    }
    guard flock(number, LOCK_EX | LOCK_NB) == 0 else {
      let reason = errno
      close(number)
      if reason == EWOULDBLOCK {
        throw LockError(
          message: "the state file '\(path)' is in use by another process; wait for it to end, "
            + "or give another path",
          isBusy: true)
      }
      throw LockError(
        message: "cannot lock the state file '\(path)' (\(Descriptor.describe(reason)))",
        isBusy: false)
    }
    // Held until the process exits, when the system lets it go.
    removeLeftovers(in: target)
  }

  /// Removes temporary files of this state file: with the lock held, no save is under way, so
  /// any there are were left by a run killed in the middle of one.
  private func removeLeftovers(in target: String) {
    let (directory, name) = Self.split(target)
    let prefix = Self.temporaryPrefix(name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for entry in names where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(4)
      guard middle.count == 16, middle.allSatisfy(\.isHexDigit) else { continue }
      unlink("\(directory)/\(entry)")
    }
  }
}
