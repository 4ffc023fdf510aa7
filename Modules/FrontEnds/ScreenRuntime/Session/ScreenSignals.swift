import Foundation
import TerminalEditor

/// The signals that change what the screen must show: a resize (`SIGWINCH`) and a return from
/// a stop (`SIGCONT`). Their handlers only record, writing the signal's number on a pipe (the
/// self-pipe pattern); the thread that reads keys reads the pipe too, and the main actor
/// draws.
enum ScreenSignals {
  /// The pipe: the handlers write its second descriptor, the input thread reads the first.
  nonisolated(unsafe) static let pipeEnds: UnsafeMutablePointer<Int32> = {
    let ends = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    ends.initialize(repeating: -1, count: 2)
    return ends
  }()
  private static let chain = SignalChain()
  @MainActor private static var isInstalled = false

  /// Opens the pipe and installs the handlers, once; `false` when no pipe could be made, and
  /// a resize is then seen only at the next key.
  @MainActor
  static func install() -> Bool {
    guard !isInstalled else { return pipeEnds[0] >= 0 }
    isInstalled = true
    _ = chain
    guard pipe(pipeEnds) == 0 else { return false }
    for end in 0..<2 { _ = fcntl(pipeEnds[end], F_SETFD, FD_CLOEXEC) }
    // A handler never waits: with the pipe full, the bytes already there are enough.
    _ = fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK)
    var handled = sigset_t()
    sigemptyset(&handled)
    sigaddset(&handled, SIGWINCH)
    sigaddset(&handled, SIGCONT)
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    // Not handed on: a resize does nothing by default, and handing it on would put the
    // default back, so that the next resize went unseen.
    chain.install(
      { number, _, _ in
        // The interrupted code may be about to read `errno`.
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(ScreenSignals.pipeEnds[1], &byte, 1)
        errno = saved
      }, for: [SIGWINCH])
    // Handed on to the terminal's handler, which puts raw mode back.
    chain.install(
      { number, info, context in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(ScreenSignals.pipeEnds[1], &byte, 1)
        errno = saved
        ScreenSignals.chain.passOn(number, info, context)
      }, for: [SIGCONT])
    return true
  }
}
