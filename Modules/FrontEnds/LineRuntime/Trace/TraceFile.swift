import Foundation
import TerminalEditor

/// Opening the file `--trace` names: never another file of the run, never blocking on a special
/// file.
enum TraceFile {
  /// Why the trace cannot be written there.
  struct OpenError: Error {
    /// What went wrong and what to do, for an `error:` line.
    var message: String
  }

  /// Opens `path` for the trace and returns its descriptor, emptied when it is a regular file.
  ///
  /// Written through the path given, so a FIFO, a device or a symlink stays what it is. Opened
  /// without blocking, so a FIFO nothing reads is refused at once instead of waiting for ever
  /// (holding the state file's lock all the while); the descriptor blocks again once open. A
  /// trace that is another file the run uses, by identity (device and inode, whatever the
  /// names), is refused before anything is written or made: the saved state, its lock and the
  /// trace being replayed are never truncated, and no empty state file appears.
  /// - Parameters:
  ///   - path: what `--trace` names.
  ///   - stateFile: what `--state` names, if anything; it may not exist yet.
  ///   - others: the other files of the run, each with how a message names it (`--replay`,
  ///     `the state file's lock`); each exists by now.
  /// - Throws: ``OpenError`` saying what to do.
  static func open(
    _ path: String, stateFile: String?, others: [(name: String, path: String)] = []
  ) throws(OpenError) -> Int32 {
    func sameFile(_ name: String, _ other: String) -> OpenError {
      OpenError(
        message: "--trace and \(name) name the same file ('\(path)' is '\(other)'); give the "
          + "trace a path of its own")
    }
    // A state file not made yet has no identity: the trace would make it. Compare where each
    // would be made instead, the directory by identity and the name as it is.
    if let stateFile, !exists(stateFile), wouldMakeTheSameFile(path, stateFile) {
      throw sameFile("--state", stateFile)
    }
    let number = Foundation.open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard number >= 0 else {
      let code = errno
      var status = stat()
      if code == ENXIO, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
        throw OpenError(
          message: "the trace file '\(path)' is a FIFO that nothing reads; start its reader "
            + "first, or give the path of a file")
      }
      throw OpenError(
        message: "cannot write the trace file '\(path)' (\(Descriptor.describe(code))); give a "
          + "path in a writable directory")
    }
    let trace = FileIdentity(descriptor: number)
    let files = (stateFile.map { [("--state", $0)] } ?? []) + others.map { ($0.name, $0.path) }
    if let trace, let (name, other) = files.first(where: { FileIdentity(path: $0.1) == trace }) {
      close(number)
      throw sameFile(name, other)
    }
    var status = stat()
    let flags = fcntl(number, F_GETFL)
    if flags >= 0 { _ = fcntl(number, F_SETFL, flags & ~O_NONBLOCK) }
    if fstat(number, &status) == 0, status.st_mode & S_IFMT == S_IFREG { _ = ftruncate(number, 0) }
    return number
  }

  /// Whether `path` names a file, through its links.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether opening `one` and `other` to create them would make one file: the same name in
  /// the same directory, their links followed.
  private static func wouldMakeTheSameFile(_ one: String, _ other: String) -> Bool {
    let first = StateFile.split(StateFile.resolvingLinks(one))
    let second = StateFile.split(StateFile.resolvingLinks(other))
    var firstDirectory = stat()
    var secondDirectory = stat()
    return first.name == second.name && stat(first.directory, &firstDirectory) == 0
      && stat(second.directory, &secondDirectory) == 0
      && firstDirectory.st_dev == secondDirectory.st_dev
      && firstDirectory.st_ino == secondDirectory.st_ino
  }
}
