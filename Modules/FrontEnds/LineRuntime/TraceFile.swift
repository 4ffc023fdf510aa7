import Foundation
import TerminalEditor

/// Opening the file `--trace` names: never the state file, never blocking on a special file.
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
  /// trace that is the state file, by identity (device and inode, whatever the names), is
  /// refused before anything is written or made, so the saved state is never truncated and no
  /// empty state file appears.
  /// - Throws: ``OpenError`` saying what to do.
  static func open(_ path: String, stateFile: String?) throws(OpenError) -> Int32 {
    let sameFile = OpenError(
      message: "--trace and --state name the same file ('\(path)' is '\(stateFile ?? "")'); "
        + "give the trace a path of its own")
    // A state file not made yet has no identity: the trace would make it. Compare where each
    // would be made instead, the directory by identity and the name as it is.
    if let stateFile, !exists(stateFile), wouldMakeTheSameFile(path, stateFile) {
      throw sameFile
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
    var trace = stat()
    var state = stat()
    let isKnown = fstat(number, &trace) == 0
    if let stateFile, isKnown, stat(stateFile, &state) == 0, trace.st_dev == state.st_dev,
      trace.st_ino == state.st_ino
    {
      close(number)
      throw sameFile
    }
    let flags = fcntl(number, F_GETFL)
    if flags >= 0 { _ = fcntl(number, F_SETFL, flags & ~O_NONBLOCK) }
    if isKnown, trace.st_mode & S_IFMT == S_IFREG { _ = ftruncate(number, 0) }
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
