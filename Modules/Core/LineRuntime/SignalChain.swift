#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handlers that each do their own work, then hand the signal on to what was installed
/// before them, down to the default action: so that the parts of the runtime that clean up on
/// a signal (a save's temporary file, the terminal's mode) all do so, whichever was installed
/// first.
///
/// What was installed before is kept in memory allocated once, up front, since a handler may
/// only call async-signal-safe functions and must not allocate. A signal the process was told
/// to ignore (a `SIGHUP` under `nohup`) stays ignored.
struct SignalChain: @unchecked Sendable {
  /// More than any signal number the handlers are installed for.
  private static let slots = 65
  /// The actions found at installation, by signal number.
  private let previous: UnsafeMutablePointer<sigaction>

  /// A chain with nothing installed yet; made once per part of the runtime, outside handlers.
  init() {
    previous = .allocate(capacity: Self.slots)
    previous.initialize(repeating: sigaction(), count: Self.slots)
  }

  /// Installs `handler` for each of `signals` that is not ignored, keeping what was there for
  /// ``passOn(_:)``. The handler ends by calling ``passOn(_:)``.
  func install(_ handler: @convention(c) (Int32) -> Void, for signals: [Int32]) {
    for number in signals where number > 0 && Int(number) < Self.slots {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, Self.address(of: current) != 1 else {
        continue
      }
      var action = sigaction()
      Self.setHandler(handler, in: &action)
      sigemptyset(&action.sa_mask)
      // Restarted, so that a handler that returns (a stop, then a continue) is no read error.
      action.sa_flags = Int32(SA_RESTART)
      sigaction(number, &action, previous + Int(number))
    }
  }

  /// From within a handler: runs the handler installed before this one, or, if there was none,
  /// ends the process as the signal does by default. The signal is blocked while a handler
  /// runs, so the one raised here arrives when the handler returns, after every handler in the
  /// chain has done its work.
  func passOn(_ number: Int32) {
    let action = previous[Int(number)]
    if Self.address(of: action) > 1, action.sa_flags & Int32(SA_SIGINFO) == 0,
      let handler = Self.handler(in: action)
    {
      handler(number)
    } else {
      signal(number, SIG_DFL)
      raise(number)
    }
  }

  /// The handler's address: 0 for the default action, 1 for ignoring the signal.
  private static func address(of action: sigaction) -> Int {
    unsafeBitCast(handler(in: action), to: Int.self)
  }

  private static func handler(in action: sigaction) -> (@convention(c) (Int32) -> Void)? {
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler
    #else
    action.__sigaction_handler.sa_handler
    #endif
  }

  private static func setHandler(
    _ handler: @escaping @convention(c) (Int32) -> Void, in action: inout sigaction
  ) {
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
    #else
    action.__sigaction_handler.sa_handler = handler
    #endif
  }
}
