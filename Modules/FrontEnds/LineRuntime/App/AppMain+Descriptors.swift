import Foundation

// The descriptors an app needs free before it starts.
extension AppMain {
  /// The exit status for a resource the system does not give (too few free descriptors), as
  /// `sysexits.h` numbers it.
  public static let systemError: Int32 = 71

  /// How many descriptors an app needs free besides the standard three: the state file, its
  /// lock and its temporary, the trace, the terminal, and what Dispatch opens for the effects'
  /// work and the signals, with room to spare.
  static let neededDescriptors = 16

  /// Why the app cannot run with the descriptors it may open, or `nil` when it can: checked
  /// first, before Dispatch needs any, since Dispatch traps when it finds none.
  static func descriptorProblem() -> String? {
    var opened: [Int32] = []
    defer { for descriptor in opened { close(descriptor) } }
    while opened.count < neededDescriptors {
      let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        // Only a shortage is the limit's; anything else (no /dev/null) is said as it is.
        guard errno == EMFILE || errno == ENFILE else {
          return "cannot open /dev/null to count the free file descriptors ("
            + "\(String(cString: strerror(errno)))); the app needs a usable /dev/null"
        }
        return "only \(opened.count) file descriptors are free, and the app needs "
          + "\(neededDescriptors) (\(String(cString: strerror(errno)))); raise the limit, as in "
          + "'ulimit -n 256', and start it again"
      }
      opened.append(descriptor)
    }
    return nil
  }
}
