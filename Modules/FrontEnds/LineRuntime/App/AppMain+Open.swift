import Architecture
import Presentation
import ShownText

// `--open LINK`: a link given at launch, as a link reaches a real app. It opens as `open`
// would open it typed first: behind a closed gate (the welcome flow, a sign-in) it waits there.
extension AppMain {
  /// Opens the link `--open` gives in `store`, before the first screen, which then shows where
  /// it led; a state file no longer holds that state, so its first save is whole.
  /// - Throws: ``Exit`` with a usage error naming what the link gets wrong.
  @MainActor
  static func openLink<App: Presentable>(
    _ options: AppOptions, in store: Store<App.State, App.Action>,
    opened: inout OpenedState<App>
  ) throws(Exit) {
    guard let text = options.values["--open"] else { return }
    do throws(Refusal) {
      let link = try DeepLink(parsing: text, longest: App.longestLink)
      store.send(try App.open(link, in: store.state))
      opened.isRestored = false
      opened.fileHoldsRestored = false
    } catch {
      throw .saying(
        "error: --open: \(VisibleText.escaped(error.message)); give a link 'where' prints, as "
          + "in '--open /'", status: usageError)
    }
  }

  /// The app's own options that change what it does, and `--open`'s link: a trace records
  /// them, and its replay needs the same.
  static func traced(_ options: AppOptions, _ traceOptions: [String: String]) -> [String: String] {
    guard let link = options.values["--open"] else { return traceOptions }
    return traceOptions.merging(["--open": link]) { _, link in link }
  }
}
