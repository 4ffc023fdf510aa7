public import Presentation

extension TextEntry {
  /// The screen as a front end shows it: the text so far, the problem if any, and commands to
  /// type the text and go on. Any text is accepted by the command so that a bad one shows as
  /// the screen's problem.
  public static func view(of state: State, field: Field) -> ScreenView<Action> {
    var lines = ["\(field.name): \(state.text.isEmpty ? "(not entered)" : state.text)"]
    if let problem = state.problem { lines.append("! \(problem)") }
    return ScreenView(
      title: field.title,
      lines: lines,
      commands: [
        .text(
          field.name, placeholder: field.placeholder, summary: "enter \(field.noun)",
          action: Action.textChanged),
        .plain("next", summary: "check \(field.noun) and go on", action: .continueTapped),
      ])
  }
}
