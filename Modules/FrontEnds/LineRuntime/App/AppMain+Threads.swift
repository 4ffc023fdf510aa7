import Dispatch
import Foundation

// The threads an app needs before it starts.
extension AppMain {
  /// How many threads an app needs at once besides its main thread: the reader of standard
  /// input, the signals' and Dispatch's own, and the effects' work, with room to spare. A run
  /// has six or seven.
  static let neededThreads = 8

  /// Why the app cannot run with the threads the system lets it make, or `nil` when it can:
  /// checked before Dispatch makes one, since Dispatch waits for ever for a thread it cannot
  /// make (`ulimit -u`), the first screen shown and no key answered.
  static func threadProblem() -> String? {
    let release = DispatchSemaphore(value: 0)
    let context = Unmanaged.passRetained(release).toOpaque()
    defer { Unmanaged<DispatchSemaphore>.fromOpaque(context).release() }
    var started: [pthread_t] = []
    var failure: Int32 = 0
    while started.count < neededThreads {
      var thread = pthread_t()
      // Each waits until all are made, so that they are alive together, as the app's are.
      failure = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<DispatchSemaphore>.fromOpaque(context).takeUnretainedValue().wait()
          return nil
        }, context)
      guard failure == 0 else { break }
      started.append(thread)
    }
    for _ in started { release.signal() }
    for thread in started { pthread_join(thread, nil) }
    guard failure != 0 else { return nil }
    return "the app needs \(neededThreads) threads at once, and the system made only "
      + "\(started.count) (\(String(cString: strerror(failure)))); raise the limit on "
      + "processes, as in 'ulimit -u 256', and start it again"
  }
}
