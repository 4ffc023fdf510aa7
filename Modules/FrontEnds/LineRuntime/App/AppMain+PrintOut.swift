import Foundation
import TerminalEditor

extension AppMain {
  /// Writes `text` on standard output as `--help` and `--version` are written, and returns the
  /// exit status that says how it went: 0, also for a reader that went away (never a death by
  /// `SIGPIPE`), or 74 with an `error:` line when the write failed (a full disk). For an app's
  /// own print-and-exit options, such as `onboarding --graph`.
  public static func printOut(_ text: String) -> Int32 {
    Descriptor.openClosedStandardDescriptors()
    signal(SIGPIPE, SIG_IGN)
    do throws(Descriptor.WriteError) {
      try Descriptor.standardOutput.write(Array(text.utf8))
      return 0
    } catch {
      switch error {
      case .closed:
        return 0
      case .failed(let reason):
        printToStandardError("error: cannot write the output (\(reason))")
        return ioError
      }
    }
  }
}
