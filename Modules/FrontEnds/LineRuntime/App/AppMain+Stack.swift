import Foundation

// The stack an app needs before it starts.
extension AppMain {
  /// The least stack the main thread may grow to, in KiB (2 MiB): the session, the state's
  /// decoding and the tree run there, and under about 48 KiB a saved state of a few kilobytes
  /// crashed the app as it loaded; the usual limit is 8 MiB.
  static let neededStack: UInt64 = 2 << 10

  /// Why the app cannot run on the stack it may grow (`ulimit -s`), or `nil` when it can.
  static func stackProblem() -> String? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return nil }
    let kibibytes = UInt64(limit.rlim_cur) / 1024
    guard kibibytes < neededStack else { return nil }
    return "the stack limit is \(kibibytes) KiB, and the app needs \(neededStack) KiB to read "
      + "the deepest state it accepts; raise the limit, as in 'ulimit -s \(neededStack)', and "
      + "start it again"
  }
}
