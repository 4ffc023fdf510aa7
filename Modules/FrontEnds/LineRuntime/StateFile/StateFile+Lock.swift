import Foundation
import Synchronization
import TerminalEditor

extension StateFile {
  /// Why the file could not be taken.
  public struct LockError: Error, Sendable {
    /// What went wrong and what to do, for an `error:` line.
    public var message: String
    /// Whether another process holds the file, as against the lock failing to be made.
    public var isBusy: Bool
  }

  /// The lock a run holds on its state file: released, it removes its lock file, so a run
  /// leaves nothing beside the state file.
  public final class Lock: Sendable {
    /// The lock file, `FILE.lock` beside the state file (its links followed).
    public let path: String
    /// The lock file's descriptor while the lock is held; `nil` once released.
    private let number: Mutex<Int32?>

    init(path: String, number: Int32) {
      self.path = path
      self.number = Mutex(number)
    }

    /// Removes the lock file, then lets the lock go; a second call does nothing.
    ///
    /// Removed while still held, so no other run can have taken it in between; a run that
    /// opened the old file meanwhile finds, once it holds the lock, that the path no longer
    /// names that file, and takes the lock afresh (see ``StateFile/lock()``). The signal
    /// watcher forgets the path first, so that it never removes a lock file another run made
    /// after this one's was gone.
    public func release() {
      guard let held = number.withLock({ $0.take() }) else { return }
      Interruption.locked(nil)
      unlink(path)
      close(held)
    }
  }

  /// Takes the file for this process, and removes what an earlier run that was killed while
  /// saving left behind.
  ///
  /// The lock is an advisory `flock` on `FILE.lock` beside the state file (the state file
  /// itself is replaced by every save, so a lock on it would not last). A second process on
  /// the same file is refused at once rather than silently losing one run's answers; a lock
  /// file left by a killed run holds no lock and is simply taken. The lock file is opened
  /// without following a link, and nothing is created for a path that is refused: one that
  /// names a directory, a FIFO or a device.
  /// - Throws: ``LockError`` naming the file when another process holds it, when the path is
  ///   no place for a state file, or when the lock cannot be made.
  public func lock() throws(LockError) -> Lock {
    if let problem = Self.placeProblem(path) {
      throw LockError(message: problem, isBusy: false)
    }
    let lockPath = "\(target).lock"
    // A run that removed the lock file between our open and our lock leaves us holding a file
    // no path names: take the lock afresh, a bounded number of times.
    for _ in 0..<8 {
      let number = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard number >= 0 else {
        let code = errno
        throw LockError(
          message: "cannot lock the state file '\(path)' (\(Descriptor.describe(code)) for "
            + "'\(lockPath)')" + Self.lockAdvice(for: code, lockPath: lockPath),
          isBusy: false)
      }
      guard flock(number, LOCK_EX | LOCK_NB) == 0 else {
        let reason = errno
        close(number)
        if reason == EWOULDBLOCK {
          throw LockError(
            message: "the state file '\(path)' is in use by another process; wait for it to "
              + "end, or give another path",
            isBusy: true)
        }
        throw LockError(
          message: "cannot lock the state file '\(path)' (\(Descriptor.describe(reason)))",
          isBusy: false)
      }
      guard Self.names(lockPath, number) else {
        close(number)
        continue
      }
      removeLeftovers(in: target)
      Interruption.locked(lockPath)
      return Lock(path: lockPath, number: number)
    }
    throw LockError(
      message: "the state file '\(path)' is being locked and unlocked by other processes; try "
        + "again",
      isBusy: true)
  }

  /// Why `path` is no place for a state file, or `nil`: an existing file that is not a regular
  /// one (a directory, a FIFO, a device), a path that ends in a slash, or a file with several
  /// names.
  ///
  /// A file with two hard links would take two locks, one per name, and the first save, which
  /// replaces the file, would part the names; the lock is keyed by the name, links followed,
  /// so a state file has one.
  static func placeProblem(_ path: String) -> String? {
    var status = stat()
    let isDirectoryPath = path.hasSuffix("/")
    // Through every link, as the state will be read: `/dev/stdin` is the pipe it names.
    guard isDirectoryPath || stat(path, &status) == 0 else { return nil }
    guard isDirectoryPath || status.st_mode & S_IFMT != S_IFREG else {
      guard status.st_nlink > 1 else { return nil }
      return "the state file '\(path)' has \(status.st_nlink) names (hard links), which each "
        + "save would part; give it one name, or copy it to a path of its own"
    }
    return "the state file '\(path)' is not a regular file; give the path of a file"
  }

  /// How the file at `other` is this state file or its lock, by identity (device and inode,
  /// whatever the names or links), as in `--state name the same file ('t' is 's.json')`; `nil`
  /// when it is neither.
  func sharesIdentity(with other: String) -> String? {
    guard let identity = FileIdentity(path: other) else { return nil }
    if FileIdentity(path: path) == identity {
      return "--state name the same file ('\(other)' is '\(path)')"
    }
    let lockPath = "\(target).lock"
    if FileIdentity(path: lockPath) == identity {
      return "the state file's lock name the same file ('\(other)' is '\(lockPath)')"
    }
    return nil
  }

  /// Whether `path` names the file open as `number`, not a link and not another file.
  static func names(_ path: String, _ number: Int32) -> Bool {
    var held = stat()
    var named = stat()
    guard fstat(number, &held) == 0, lstat(path, &named) == 0 else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  /// What to do when the lock file cannot be opened, fitting the cause.
  static func lockAdvice(for code: Int32, lockPath: String) -> String {
    switch code {
    case ELOOP:
      "; it is a symbolic link, which a lock file never follows: remove '\(lockPath)'"
    case EACCES where access(lockPath, F_OK) == 0:
      "; the lock file exists but cannot be opened: make it readable and writable, or remove it"
    default:
      advice(for: code)
    }
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
