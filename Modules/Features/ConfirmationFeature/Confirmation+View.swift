public import Presentation

extension Confirmation {
  /// The question as a front end shows it: its words, what each answer does, and `y` and `n`.
  public static func view(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: "Confirm",
      lines: [state.question, "y: \(state.confirmTitle), n: cancel"],
      commands: [
        .plain("y", summary: "yes: \(state.confirmTitle)", action: .confirmTapped),
        .plain("n", summary: "no: cancel and go on as before", action: .cancelTapped),
      ])
  }
}
