public import Presentation
public import TerminalEditor

extension AppMain {
  /// The loop that runs a session over its lines: the session, whether a person types, the
  /// line being typed (when the editor draws it), the output, the trace and `--bail`.
  ///
  /// A closure, so that the app's `main` builds it where the app's types are known and the
  /// loop runs specialised for them, while the rest of `AppMain` stays generic.
  @usableFromInline typealias LineLoop<App: Presentable> =
    @MainActor (
      _ session: LineSession<App>, _ interactive: Bool, _ prompt: PromptLine?,
      _ output: OutputBuffer, _ trace: OutputBuffer?, _ bail: Bool
    ) async -> LineRunner.Ending
}
