import Foundation
import Presentation
import TerminalEditor

/// What a signal that ends the process does: the process ends as the signal itself would (130
/// for `SIGINT`, 131 for `SIGQUIT`, 143 for `SIGTERM`), after the terminal is put back and the
/// lock file removed, and never in the middle of a save.
///
/// The handlers only record: the first signal's number, and a byte on a pipe (the self-pipe
/// pattern). A thread of its own waits on that pipe and does the rest, in ordinary code, after
/// taking the lock every save holds from its first write to its rename: a signal that arrives
/// during a save ends the process once the save is done, and the file is then either the old
/// one or the new one, with no temporary file beside it and no output ahead of it (a batch's
/// output goes out after its save).
///
/// The signals of a crash (`SIGSEGV`, `SIGABRT`, ...) are taken the same way when another
/// process sends them with `kill`, since nothing crashed; a real fault goes on to the handlers
/// installed before (the terminal's, then the default action, or the Swift runtime's backtracer
/// where `SWIFT_BACKTRACE` asks for it; see `SignalChain` in the terminal editor).
enum Interruption {
  /// The signals whose default action ends the process, and which a user or a supervisor
  /// sends to end it.
  static let endings = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]
  /// The signals of a crash, taken here only when sent by another process.
  static let crashes = [SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP]

  /// The first signal received, or 0: a second one ends the process at once. Written only by
  /// the handlers; the watcher reads the signal's number from the pipe.
  nonisolated(unsafe) private static let received: UnsafeMutablePointer<sig_atomic_t> = {
    let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    flag.initialize(to: 0)
    return flag
  }()
  /// The self-pipe: the handlers write its second descriptor, the watcher reads the first.
  nonisolated(unsafe) private static let pipeEnds: UnsafeMutablePointer<Int32> = {
    let ends = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    ends.initialize(repeating: -1, count: 2)
    return ends
  }()
  private static let chain = SignalChain()
  /// Held by every save and by the watcher once a signal came: the one never interrupts the
  /// other. Also guards ``lockFile`` and ``isWatching``.
  private static let saving = NSLock()
  nonisolated(unsafe) private static var lockFile: String?
  nonisolated(unsafe) private static var isWatching = false

  /// Installs the handlers and starts the watcher, once; from then on a signal that ends the
  /// process ends it as described above.
  static func endOnSignal() {
    let isFirst = saving.withLock {
      defer { isWatching = true }
      return !isWatching
    }
    guard isFirst else { return }
    _ = (received, chain)  // made now, never inside a handler
    guard pipe(pipeEnds) == 0 else { return }
    for end in 0..<2 { _ = fcntl(pipeEnds[end], F_SETFD, FD_CLOEXEC) }
    // A handler must never wait: with the pipe full, the byte already there is enough.
    _ = fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK)
    // A process may start with signals blocked, inherited from whatever started it (a test
    // runner does that): then they would wait for ever. Unblocked here, before the watcher
    // starts, so that this thread and the watcher both take them.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in endings + crashes { sigaddset(&handled, number) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    let thread = Thread { watch() }
    thread.name = "signals"
    thread.start()
    chain.install(
      { number, info, context in
        // No lookups in a handler: the crash signals by number.
        let isCrash =
          number == SIGABRT || number == SIGSEGV || number == SIGBUS || number == SIGFPE
          || number == SIGILL || number == SIGTRAP
        guard !isCrash || SignalChain.isSentByAnotherProcess(info) else {
          return Interruption.chain.passOn(number, info, context)
        }
        guard Interruption.received.pointee == 0 else {
          // A second signal while the first waits for a save (a disk that hangs): the user
          // insists, so the process ends now, as it would have by default; a temporary file
          // left is removed at the next start. The terminal's handler, before this one, has
          // put the terminal back.
          signal(number, SIG_DFL)
          raise(number)
          return
        }
        Interruption.received.pointee = number
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Interruption.pipeEnds[1], &byte, 1)
      }, for: endings + crashes)
  }

  /// Runs `save` with no signal able to end the process until it returns.
  static func duringSave<Result>(
    _ save: () throws(Refusal) -> Result
  ) throws(Refusal)
    -> Result
  {
    saving.lock()
    defer { saving.unlock() }
    return try save()
  }

  /// Names the lock file this run holds, or none, for the watcher to remove.
  static func locked(_ path: String?) {
    saving.withLock { lockFile = path }
  }

  /// Waits for a signal, then ends the process as it would have: terminal back, lock file
  /// removed, the signal's default action. Never returns once a signal came.
  private static func watch() {
    var byte: UInt8 = 0
    while read(pipeEnds[0], &byte, 1) != 1 {
      guard errno == EINTR else {
        // Nothing will read the pipe again: the signals take their default action from now.
        for number in endings + crashes { signal(number, SIG_DFL) }
        return
      }
    }
    let number = Int32(byte)
    // Never let go: no save starts after this, and one under way has finished.
    saving.lock()
    TerminalMode.leave()
    if let lockFile { unlink(lockFile) }
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    // A signal whose default is not to end (none of ours) would come back here.
    _exit(128 + number)
  }
}
