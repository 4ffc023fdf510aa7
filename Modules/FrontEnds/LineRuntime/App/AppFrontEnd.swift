public import Architecture
public import Presentation

/// A front end an app offers beside the line protocol, chosen by a flag: the full-screen one
/// behind `--screen`, say.
///
/// `AppMain` keeps what every front end shares (the options, the state file with its lock,
/// the signals that end the process, the exit statuses) and hands the store to the front end
/// the flag chose. The line runtime knows nothing of how another front end draws; the other
/// front end needs nothing of the line protocol.
public protocol AppFrontEnd {
  /// The flag that chooses it, as in `--screen`.
  static var flag: String { get }
  /// Its line in `--help`, after the common options, as in `--screen   draw the app ...`.
  static var usage: String { get }

  /// Why it cannot run with `options` in `environment` (a trace asked for, no terminal), in
  /// words that say what is right; `nil` when it can.
  static func refusal(for options: AppOptions, environment: [String: String]) -> String?

  /// Runs `app` over `store` until the person leaves; `changed` is called after every change
  /// of the state, and saves it when the app has a state file.
  @MainActor
  static func run<App: Presentable>(
    _ app: App.Type, store: Store<App.State, App.Action>, environment: [String: String],
    changed: @escaping () -> Void
  ) async -> LineRunner.Ending
}
