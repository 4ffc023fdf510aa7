import Foundation

/// What an interrupt (Ctrl-C, `SIGINT`), a hang-up or a termination request does to a run that
/// saves its state: the temporary file of a save under way is removed, and the process then
/// ends as the signal itself would, so the shell still sees an interrupted run. The signal goes
/// on to any handler installed before (the terminal's, see ``SignalChain``).
///
/// A signal handler may call only async-signal-safe functions, so the path of the temporary
/// file lives in a buffer allocated once, up front; the handler reads it and calls `unlink`.
/// One save at a time is named there, which is what an app does (its saves run on the main
/// actor); concurrent saves elsewhere (tests) are serialised for the buffer's sake.
enum Interruption {
  private static let capacity = Int(PATH_MAX) + 1
  /// The temporary file being written, as a C string; empty when no save is under way.
  nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()

  /// The lock file this run holds, as a C string; empty when it holds none. A run that ends by
  /// a signal removes it too, as a run that ends normally does (``StateFile/Lock/release()``).
  nonisolated(unsafe) private static let lockFile: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()

  /// Serialises the writers of ``pending`` and ``lockFile`` (the handler only reads them), and
  /// says whether the handlers are installed: until they are, saves have nothing to tell
  /// anyone.
  private static let writers = NSLock()
  nonisolated(unsafe) private static var installed = false
  private static let chain = SignalChain()

  /// Installs the handlers; from then on a signal removes the temporary file of a save under
  /// way before it ends the process.
  static func removeTemporaryFileOnSignal() {
    _ = (pending, lockFile, chain)  // made now, never inside a handler
    let isFirst = writers.withLock {
      defer { installed = true }
      return !installed
    }
    guard isFirst else { return }
    chain.install(
      { number, info, context in
        if Interruption.pending.pointee != 0 { unlink(Interruption.pending) }
        if Interruption.lockFile.pointee != 0 { unlink(Interruption.lockFile) }
        Interruption.chain.passOn(number, info, context)
      }, for: [SIGINT, SIGTERM, SIGHUP])
  }

  /// Names the temporary file a save is about to create; a path too long to hold is not
  /// named, and the file can then only be left behind by a signal, to be removed at the next
  /// start (``StateFile/lock()``).
  static func saving(_ path: String) {
    let bytes = Array(path.utf8)
    guard bytes.count < capacity, !bytes.isEmpty else { return }
    writers.withLock {
      guard installed else { return }
      // The first byte last: until it is set, a handler sees no path at all, never half of
      // one.
      for (offset, byte) in bytes.enumerated().dropFirst() {
        pending[offset] = CChar(bitPattern: byte)
      }
      pending[bytes.count] = 0
      pending[0] = CChar(bitPattern: bytes[0])
    }
  }

  /// Says that no save is under way.
  static func saved() {
    writers.withLock {
      if installed { pending[0] = 0 }
    }
  }

  /// Names the lock file this run holds, or none; a path too long to hold is not named, and
  /// is then left behind by a signal (it holds no lock, and the next run takes it).
  static func locked(_ path: String?) {
    let bytes = Array((path ?? "").utf8)
    writers.withLock {
      lockFile[0] = 0
      guard bytes.count < capacity, !bytes.isEmpty else { return }
      for (offset, byte) in bytes.enumerated().dropFirst() {
        lockFile[offset] = CChar(bitPattern: byte)
      }
      lockFile[bytes.count] = 0
      lockFile[0] = CChar(bitPattern: bytes[0])
    }
  }
}
