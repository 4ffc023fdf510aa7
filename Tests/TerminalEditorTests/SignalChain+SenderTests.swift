import Glibc
import TerminalEditor
import Testing

/// A crash signal another process sent is told apart from a fault and from the process's own.
struct SignalChainSenderTests {
  func info(code: Int32, sender: pid_t) -> siginfo_t {
    var info = siginfo_t()
    info.si_code = code
    info._sifields._kill.si_pid = sender
    return info
  }

  @Test("a signal sent by another process with kill is sent; a fault or the process's own is not")
  func sentByAnotherProcess() {
    var sent = info(code: 0, sender: getpid() + 1)
    var own = info(code: 0, sender: getpid())
    var fault = info(code: 1, sender: 0)
    #expect(SignalChain.isSentByAnotherProcess(&sent))
    #expect(!SignalChain.isSentByAnotherProcess(&own))
    #expect(!SignalChain.isSentByAnotherProcess(&fault))
    #expect(!SignalChain.isSentByAnotherProcess(nil))
  }
}
