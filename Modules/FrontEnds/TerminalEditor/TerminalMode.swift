#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw mode on the terminal of standard input, for the prompt's editor, and the way back to the
/// mode found on every way out of the process.
///
/// Raw mode hands every key to the app as it is typed: no line editing by the terminal
/// (`ICANON`), no echo (`ECHO`), no signals from Ctrl-C and Ctrl-Z (`ISIG`), no flow control
/// from Ctrl-S and Ctrl-Q (`IXON`), a carriage return read as it is (`ICRNL`). Output
/// processing (`OPOST`) stays, so a newline the app writes still starts the next row at its
/// first column. A shell does not restore a terminal a program left raw, so the mode found
/// comes back at the end of a run, on a signal that ends the process (`SIGINT`, `SIGTERM`,
/// `SIGHUP`, `SIGQUIT`, and those of a crash, each handed on to any handler installed before,
/// see ``SignalChain``), and
/// around a stop (`SIGTSTP`, then raw again on `SIGCONT`). Handlers may only call
/// async-signal-safe functions: both modes live in memory allocated once, and `tcsetattr` is
/// one of those functions.
public enum TerminalMode {
  /// The mode found, then the raw mode.
  nonisolated(unsafe) private static let modes: UnsafeMutablePointer<termios> = {
    let modes = UnsafeMutablePointer<termios>.allocate(capacity: 2)
    modes.initialize(repeating: termios(), count: 2)
    return modes
  }()
  /// 1 while raw mode is wanted, from ``enter()`` to ``leave()``: a continued process goes
  /// back to it.
  nonisolated(unsafe) private static let wanted: UnsafeMutablePointer<sig_atomic_t> = {
    let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    flag.initialize(to: 0)
    return flag
  }()
  private static let chain = SignalChain()
  /// The handler of `SIGTSTP`, put back after each stop, since the stop itself needs the
  /// default action.
  nonisolated(unsafe) private static let stopAction: UnsafeMutablePointer<sigaction> = {
    let action = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    action.initialize(to: sigaction())
    return action
  }()
  @MainActor private static var isInstalled = false
  /// The signals of a crash (a failed precondition traps, a bad access faults): the terminal
  /// is put back first, then the Swift runtime's backtracer, if any, reports it as usual.
  private static let crashes = [SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP]

  /// Bytes written to standard output wherever the mode found is put back (a way out, a stop,
  /// a signal), then the bytes written when raw mode comes back after a stop: how a full-screen
  /// front end leaves its alternate screen on every way out and comes back to it on `fg`.
  /// Kept in memory allocated once, so that a handler writes them without allocating.
  nonisolated(unsafe) private static let sequences: UnsafeMutablePointer<UInt8> = {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * sequenceCapacity)
    bytes.initialize(repeating: 0, count: 2 * sequenceCapacity)
    return bytes
  }()
  /// The lengths of the two sequences in ``sequences``.
  nonisolated(unsafe) private static let sequenceLengths: UnsafeMutablePointer<Int> = {
    let lengths = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    lengths.initialize(repeating: 0, count: 2)
    return lengths
  }()
  /// The most bytes each sequence holds: more than switching screens and the cursor takes.
  public static let sequenceCapacity = 64

  /// Puts the terminal of standard input in raw mode; `false`, with the mode unchanged, when
  /// standard input is no terminal or refuses.
  ///
  /// `leaving` is written to standard output wherever the mode found is put back, and
  /// `returning` when raw mode comes back after a stop; each is cut to ``sequenceCapacity``
  /// bytes. The prompt passes none; the full-screen front end its alternate screen's.
  @MainActor
  public static func enter(leaving: [UInt8] = [], returning: [UInt8] = []) -> Bool {
    _ = (sequences, sequenceLengths)
    for (slot, bytes) in [leaving, returning].enumerated() {
      let kept = bytes.prefix(sequenceCapacity)
      sequenceLengths[slot] = 0
      for (offset, byte) in kept.enumerated() { sequences[slot * sequenceCapacity + offset] = byte }
      sequenceLengths[slot] = kept.count
    }
    guard tcgetattr(STDIN_FILENO, modes) == 0 else { return false }
    var raw = modes[0]
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // One byte is enough for a read to return, and it waits as long as it takes.
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    modes[1] = raw
    installHandlers()
    wanted.pointee = 1
    guard tcsetattr(STDIN_FILENO, TCSANOW, modes + 1) == 0 else {
      wanted.pointee = 0
      return false
    }
    return true
  }

  /// Puts back the mode `enter()` found, if it was entered, after writing its `leaving`
  /// sequence.
  public static func leave() {
    guard wanted.pointee != 0 else { return }
    wanted.pointee = 0
    putBack()
  }

  /// Writes the `leaving` sequence and puts back the mode found: safe in a handler, since
  /// `write` and `tcsetattr` are async-signal-safe and nothing is allocated.
  private static func putBack() {
    // Run from signal handlers too, whose interrupted code may be about to read `errno`.
    let saved = errno
    if sequenceLengths[0] > 0 { _ = write(STDOUT_FILENO, sequences, sequenceLengths[0]) }
    tcsetattr(STDIN_FILENO, TCSANOW, modes)
    errno = saved
  }

  /// Stops the process as Ctrl-Z would have, with the terminal in the mode found while it is
  /// stopped, and in raw mode again once it is continued.
  public static func suspend() {
    // Taken on this thread, which Foundation may have started with signals blocked, so that
    // this returns only once the process is continued.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    sigaddset(&stopping, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    raise(SIGTSTP)
  }

  @MainActor
  private static func installHandlers() {
    guard !isInstalled else { return }
    isInstalled = true
    _ = (modes, wanted, chain, stopAction)  // made now, never inside a handler
    chain.install(
      { number, info, context in
        if TerminalMode.wanted.pointee != 0 { TerminalMode.putBack() }
        TerminalMode.chain.passOn(number, info, context)
      }, for: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    chain.install(
      { number, info, context in
        if TerminalMode.wanted.pointee != 0 { TerminalMode.putBack() }
        // The Swift runtime's backtracer, which reports the crash next, decided at start that
        // a terminal on standard input means asking for a key, and would hold the terminal 30 s
        // for one. From /dev/null it reads none and goes on; the process is ending anyway. Not
        // for a signal another process sent: nothing crashed, the app ends as a request ends
        // it, and input at its end meanwhile would let the app finish with 0 instead.
        if !SignalChain.isSentByAnotherProcess(info) {
          let nothing = open("/dev/null", O_RDONLY)
          if nothing >= 0 { dup2(nothing, STDIN_FILENO) }
        }
        TerminalMode.chain.passOn(number, info, context)
      }, for: crashes)
    chain.install({ _, _, _ in TerminalMode.resume() }, for: [SIGCONT])
    chain.install({ _, _, _ in TerminalMode.stop() }, for: [SIGTSTP])
    sigaction(SIGTSTP, nil, stopAction)
  }

  /// In the handler of `SIGTSTP`: the mode found, the stop itself (by the default action, so
  /// the shell sees a stopped job), then raw mode and this handler again.
  private static func stop() {
    if wanted.pointee != 0 { putBack() }
    signal(SIGTSTP, SIG_DFL)
    var stopping = sigset_t()
    sigemptyset(&stopping)
    sigaddset(&stopping, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &stopping, nil)
    raise(SIGTSTP)
    // Continued.
    sigaction(SIGTSTP, stopAction, nil)
    resume()
  }

  /// Raw mode again after a stop, if it is still wanted.
  private static func resume() {
    guard wanted.pointee != 0 else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, modes + 1)
    if sequenceLengths[1] > 0 {
      _ = write(STDOUT_FILENO, sequences + sequenceCapacity, sequenceLengths[1])
    }
  }
}
