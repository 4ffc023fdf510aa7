public import Architecture
public import Presentation

extension OnboardingSummary: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The summary's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Summary" }

  /// The summary as a front end shows it: one line per answer, and commands to finish or start
  /// over.
  public static func view(of state: State) -> ScreenView<Action> {
    let lines =
      state.entries.isEmpty
      ? ["(no answers)"] : state.entries.map { "\($0.label): \($0.value)" }
    return ScreenView(
      title: title(of: state),
      lines: lines,
      commands: [
        .plain("finish", summary: "accept these answers and finish", action: .finishTapped),
        .plain("restart", summary: "start the onboarding over", action: .startOverTapped),
      ])
  }
}
