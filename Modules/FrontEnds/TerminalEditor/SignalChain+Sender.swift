#if canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Darwin)
public import Darwin
#endif

extension SignalChain {
  /// Whether a signal was sent by another process (`kill`), as against raised by a fault or by
  /// this process itself (`abort`): a crash signal sent from outside ends the process as a
  /// request does, and nothing crashed. Safe in a handler: no allocation, no lock.
  public static func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info else { return false }
    #if canImport(Glibc) || canImport(Musl)
    let sender = info.pointee._sifields._kill.si_pid
    #else
    let sender = info.pointee.si_pid
    #endif
    return info.pointee.si_code <= 0 && sender != getpid()
  }
}
