public import Presentation

extension OnboardingSummary {
  /// The summary as a front end shows it: one line per answer, and commands to finish or start
  /// over.
  public static func view(of state: State) -> ScreenView<Action> {
    let lines =
      state.entries.isEmpty
      ? ["(no answers)"] : state.entries.map { "\($0.label): \($0.value)" }
    return ScreenView(
      title: "Summary",
      lines: lines,
      commands: [
        .plain("finish", summary: "accept these answers and finish", action: .finishTapped),
        .plain("restart", summary: "start the onboarding over", action: .startOverTapped),
      ])
  }
}
