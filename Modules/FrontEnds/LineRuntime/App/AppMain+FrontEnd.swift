import Architecture
import Foundation
import Presentation

// An app run by another front end than the line protocol.
extension AppMain {
  /// The most reports kept while another front end has the terminal: said on standard error
  /// once it has given the terminal back.
  static let keptReports = 100

  /// Runs `frontEnd` over `store`, saving to `stateFile` after every change, and returns the
  /// exit status, as the line protocol's run does. A state `isRestored` from the file is in it
  /// already, and is not saved again at start; `fileHoldsState` when lines of changes may follow
  /// the file as it is, and `checked` is what the state's check rebuilt.
  @MainActor
  static func run<App: Presentable>(
    _ frontEnd: any AppFrontEnd.Type, app: App.Type, store: Store<App.State, App.Action>,
    stateFile: StateFile?, isRestored: Bool, fileHoldsState: Bool, checked: Any?
  ) async -> Int32 where App.State: Codable {
    // Nothing may write over the frames: reports wait until the terminal is given back.
    var reports: [String] = []
    let keep: (String) -> Void = { message in
      if reports.count < keptReports { reports.append(message) }
    }
    store.onReport = { keep("warning: \($0)") }
    let saver = stateFile.map { StateSaver(file: $0, store: store) }
    saver?.report = keep
    // Saved at once, whole, and then as what changed, as the line protocol does: the file
    // exists from the first frame.
    saver?.keepJournal(fileHoldsState: fileHoldsState, checked: checked)
    if !isRestored {
      saver?.markChanged()
      saver?.commit()
    }
    let ending = await frontEnd.run(
      App.self, store: store, environment: ProcessInfo.processInfo.environment
    ) {
      saver?.markChanged()
      saver?.commit()
    }
    store.cancelAllEffects()
    saver?.commit()
    for report in reports { printToStandardError(report) }
    let failedSave = saver?.hasFailed == true
    switch ending {
    case .finished, .outputClosed, .refused, .diverged:
      return failedSave ? ioError : 0
    case .interrupted:
      return failedSave ? ioError : interrupted
    case .outputFailed(let reason):
      printToStandardError("error: cannot write to the terminal (\(reason)); stopped there")
    case .traceFailed(let reason):
      printToStandardError("error: cannot write the trace (\(reason)); stopped there")
    case .inputFailed(let reason):
      printToStandardError("error: cannot read the terminal (\(reason)); stopped there")
    }
    return ioError
  }
}
