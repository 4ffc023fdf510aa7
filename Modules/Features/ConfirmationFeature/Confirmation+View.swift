public import Architecture
public import Presentation

extension Confirmation: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The question's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Confirm" }

  /// The question as a front end shows it: its words, what each answer does, and `y` and `n`.
  public static func view(of state: State) -> ScreenView<Action> {
    ScreenView(
      title: title(of: state),
      lines: [state.question, "y: \(state.confirmTitle), n: cancel"],
      commands: [
        .plain("y", summary: "yes: \(state.confirmTitle)", action: .confirmTapped),
        .plain("n", summary: "no: cancel and go on as before", action: .cancelTapped),
      ])
  }
}
