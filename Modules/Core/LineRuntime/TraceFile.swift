import Foundation

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
  /// refused before anything is written, so the saved state is never truncated.
  /// - Throws: ``OpenError`` saying what to do.
  static func open(_ path: String, stateFile: String?) throws(OpenError) -> Int32 {
    var before = stat()
    let existed = stat(path, &before) == 0
    let number = Foundation.open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard number >= 0 else {
      let code = errno
      if code == ENXIO {
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
      // Made just now, by this open: nothing of the user's is lost by taking it back.
      if !existed { unlink(path) }
      throw OpenError(
        message: "--trace and --state name the same file ('\(path)' is '\(stateFile)'); give "
          + "the trace a path of its own")
    }
    let flags = fcntl(number, F_GETFL)
    if flags >= 0 { _ = fcntl(number, F_SETFL, flags & ~O_NONBLOCK) }
    if isKnown, trace.st_mode & S_IFMT == S_IFREG { _ = ftruncate(number, 0) }
    return number
  }
}
