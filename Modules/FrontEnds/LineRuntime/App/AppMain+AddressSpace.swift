import Foundation

// The address space an app needs before it starts.
extension AppMain {
  /// The least address space an app runs in, in KiB (512 MiB): under about 160 MiB Dispatch
  /// cannot make the threads the effects and the signals need, and waits for them for ever,
  /// deaf even to SIGTERM, and under about 330 MiB the largest state file a load accepts
  /// (64 MiB) cannot be read; a normal run reserves about 450 MiB, most of it never touched.
  static let neededAddressSpace: UInt64 = 512 << 10

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
      + "KiB to start its threads and read its largest state; raise the limit, as in 'ulimit -v \(neededAddressSpace)', and "
      + "start it again"
  }

  /// Keeps glibc to two malloc arenas, so that the threads' arenas do not take the address
  /// space a limit leaves; nothing elsewhere.
  static func limitMallocArenas() {
    #if canImport(Glibc)
    // Swift's Glibc module leaves `malloc.h` out; `M_ARENA_MAX` is -8 there. A null handle
    // is `RTLD_DEFAULT`.
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: MallocOption.self)(-8, 2)
    #endif
  }
}
