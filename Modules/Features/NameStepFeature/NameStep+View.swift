public import Presentation

extension NameStep {
  /// The step as a front end shows it: the name so far, the problem if any, and commands to type a
  /// name and go on. Any text is accepted here so that a bad name shows as the step's problem.
  public static func view(of state: State) -> ScreenView<Action> {
    var lines = ["name: \(state.name.isEmpty ? "(not entered)" : state.name)"]
    if let problem = state.problem { lines.append("! \(problem)") }
    return ScreenView(
      title: "Name",
      lines: lines,
      commands: [
        .text("name", placeholder: "name", summary: "enter your name", action: Action.nameChanged),
        .plain("next", summary: "check the name and go on", action: .continueTapped),
      ])
  }
}
