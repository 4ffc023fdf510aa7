#if canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Darwin)
public import Darwin
#endif
// Public: a `SignalChain.Handler` is handed the C library's `siginfo_t`.

/// Signal handlers that each do their own work, then hand the signal on to what was installed
/// before them, down to the default action: so that the parts of the runtime that act on a
/// signal (the terminal's mode, the runtime's record of a signal that ends the process) all do
/// so, whichever was installed first.
///
/// What was installed before is kept in memory allocated once, up front, since a handler may
/// only call async-signal-safe functions and must not allocate. A signal the process was told
/// to ignore (a `SIGHUP` under `nohup`) stays ignored.
public struct SignalChain: @unchecked Sendable {
  /// More than any signal number the handlers are installed for.
  private static let slots = 65
  /// The actions found at installation, by signal number.
  private let previous: UnsafeMutablePointer<sigaction>

  /// A chain with nothing installed yet; made once per part of the runtime, outside handlers.
  public init() {
    previous = .allocate(capacity: Self.slots)
    previous.initialize(repeating: sigaction(), count: Self.slots)
  }

  /// A handler as the system calls it with `SA_SIGINFO`: the signal, what it says about its
  /// cause, and the interrupted context, all three handed on by ``passOn(_:_:_:)``.
  public typealias Handler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// Installs `handler` for each of `signals` that is not ignored, keeping what was there for
  /// ``passOn(_:_:_:)``. A handler ends by calling ``passOn(_:_:_:)``, unless it takes the
  /// signal over itself (the runtime's, which ends the process once no save is under way).
  public func install(_ handler: Handler, for signals: [Int32]) {
    for number in signals where number > 0 && Int(number) < Self.slots {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, Self.address(of: current) != 1 else {
        continue
      }
      var action = sigaction()
      Self.setHandler(handler, in: &action)
      sigemptyset(&action.sa_mask)
      // Restarted, so that a handler that returns (a stop, then a continue) is no read error;
      // on the alternate stack where there is one, so that a stack overflow is handled too;
      // with the cause, so that a handler before this one (the Swift runtime's backtracer on
      // a crash) gets all it was given.
      action.sa_flags = Int32(SA_RESTART | SA_ONSTACK | SA_SIGINFO)
      sigaction(number, &action, previous + Int(number))
    }
  }

  /// From within a handler: runs the handler installed before this one, with what this one was
  /// given, or, if there was none, ends the process as the signal does by default. The signal is
  /// blocked while a handler runs, so the one raised here arrives when the handler returns,
  /// after every handler in the chain has done its work.
  public func passOn(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    let action = previous[Int(number)]
    if Self.address(of: action) > 1 {
      if action.sa_flags & Int32(SA_SIGINFO) != 0 {
        Self.informedHandler(in: action)?(number, info, context)
      } else {
        Self.handler(in: action)?(number)
      }
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

  private static func informedHandler(in action: sigaction) -> Handler? {
    #if canImport(Darwin)
    action.__sigaction_u.__sa_sigaction
    #else
    action.__sigaction_handler.sa_sigaction
    #endif
  }

  private static func setHandler(_ handler: @escaping Handler, in action: inout sigaction) {
    #if canImport(Darwin)
    action.__sigaction_u.__sa_sigaction = handler
    #else
    action.__sigaction_handler.sa_sigaction = handler
    #endif
  }
}
