import Foundation

// The address space an app needs before it starts.
extension AppMain {
  /// The least address space an app runs in, in KiB (256 MiB): under about 160 MiB Dispatch
  /// cannot make the threads the effects and the signals need, and waits for them for ever,
  /// deaf even to SIGTERM; a normal run reserves about 450 MiB, most of it never touched.
  static let neededAddressSpace: UInt64 = 256 << 10

  /// Why the app cannot run in the address space it may take (`ulimit -v`), or `nil` when it
  /// can: checked first, before Dispatch makes a thread.
  static func addressSpaceProblem() -> String? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return nil }
    let kibibytes = UInt64(limit.rlim_cur) / 1024
    guard kibibytes < neededAddressSpace else { return nil }
    return "the address space limit is \(kibibytes) KiB, and the app needs \(neededAddressSpace) "
      + "KiB to start its threads; raise the limit, as in 'ulimit -v \(neededAddressSpace)', and "
      + "start it again"
  }
}
