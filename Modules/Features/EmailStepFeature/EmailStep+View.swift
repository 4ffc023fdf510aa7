public import Presentation

extension EmailStep {
  /// The step as a front end shows it: the address so far, the problem if any, and commands to type
  /// an address and go on. Any text is accepted here so that a bad address shows as the step's
  /// problem.
  public static func view(of state: State) -> ScreenView<Action> {
    var lines = ["email: \(state.email.isEmpty ? "(not entered)" : state.email)"]
    if let problem = state.problem { lines.append("! \(problem)") }
    return ScreenView(
      title: "Email",
      lines: lines,
      commands: [
        .text(
          "email", placeholder: "address", summary: "enter your email address",
          action: Action.emailChanged),
        .plain("next", summary: "check the address and go on", action: .continueTapped),
      ])
  }
}
