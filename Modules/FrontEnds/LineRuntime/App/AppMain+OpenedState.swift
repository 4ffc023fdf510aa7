import Architecture
import Presentation
import ShownText

extension AppMain {
  /// The state file a run keeps, locked, and the state it restored from it: what `--state`
  /// gives a run, or nothing without the option.

  struct OpenedState<App: Presentable> where App.State: Codable & Equatable {
    /// The file, or `nil` without `--state`.
    var file: StateFile?
    /// The file's lock, held until the run ends.
    var lock: StateFile.Lock?
    /// The state the file held, checked; `nil` for a fresh start.
    var restored: App.State?
    /// Whether the file held a state, which is in it already and is not saved again at start.
    var isRestored = false
    /// What the restored state's check rebuilt from its links, for the journal's first check.
    var checks: Any?
    /// Whether lines of changes may follow the file as it is: an older version's is saved whole.
    var fileHoldsRestored = false

    /// Locks and reads the file `--state` names, unless `--reset` starts afresh. A state is
    /// refused when the app's own options `conflict` with it, or when it does not start where
    /// the app's `fresh` state does. Every way out lets the lock go and removes its file.
    @MainActor
    init(
      options: AppOptions, info: AppInfo, conflict: (App.State) -> String?,
      fresh: () -> App.State
    ) throws(Exit) {
      guard let path = options.values["--state"] else { return }
      let file = StateFile(path: path, app: info.name)
      self.file = file
      // The state and its lock are written and removed: never the trace being replayed.
      if let replayed = options.values["--replay"],
        let problem = file.sharesIdentity(with: replayed)
      {
        throw .saying(
          "error: --replay and \(problem); give each a path of its own", status: cannotCreate)
      }
      do throws(StateFile.LockError) {
        lock = try file.lock()
      } catch {
        throw .saying(
          "error: \(error.message)", status: error.isBusy ? temporaryFailure : cannotCreate)
      }
      do {
        try read(file, options: options, info: info, conflict: conflict, fresh: fresh)
      } catch {
        lock?.release()
        throw error
      }
    }

    @MainActor
    private mutating func read(
      _ file: StateFile, options: AppOptions, info: AppInfo, conflict: (App.State) -> String?,
      fresh: () -> App.State
    ) throws(Exit) {
      do {
        try file.checkWritable()
      } catch {
        throw .saying("error: \(error.message)", status: cannotCreate)
      }
      guard !options.flags.contains("--reset") else { return }
      do {
        let loaded = try file.loadChecked(App.State.self)
        (restored, checks) = (loaded?.state, loaded?.checked)
        isRestored = restored != nil
        fileHoldsRestored = loaded?.isCurrentVersion ?? false
      } catch {
        throw .saying("error: \(error.message)", status: dataError)
      }
      guard let restored else { return }
      // The app's options first: a fresh state is built from them, so a saved run they
      // conflict with would otherwise be told to start afresh.
      if let conflict = conflict(restored) {
        throw .saying("error: the state file '\(file.path)' \(conflict)", status: usageError)
      }
      // The app starts where its fresh state does; a state a host may start elsewhere (the
      // numbers at a detail, for a preview) is not this app's.
      let start = fresh()
      if !App.startsAlike(restored, start) {
        let first = AppMain.firstTitle(App.navigation(of: restored))
        let fresh = AppMain.firstTitle(App.navigation(of: start))
        throw .saying(
          "error: the state file '\(file.path)' holds a state this \(info.name) never "
            + "starts at: its first screen is '\(VisibleText.escaped(first))', where the "
            + "\(info.name) starts at '\(VisibleText.escaped(fresh))'; start afresh with --reset",
          status: dataError)
      }
    }
  }
}
