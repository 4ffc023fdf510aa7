public import Architecture
public import Presentation

extension SharingChoice: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The step's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Share more?" }

  /// The step as a front end shows it: the answer so far, the problem if any, and commands to
  /// answer and go on.
  public static func view(of state: State) -> ScreenView<Action> {
    let answer: String
    switch state.choice {
    case nil: answer = "(not chosen)"
    case true?: answer = "yes"
    case false?: answer = "no"
    }
    var lines = ["share more about yourself: \(answer)"]
    if let problem = state.problem { lines.append("! \(problem)") }
    return ScreenView(
      title: title(of: state),
      lines: lines,
      commands: [
        .plain("yes", summary: "share more about yourself", action: .choiceMade(true)),
        .plain("no", summary: "skip sharing more", action: .choiceMade(false)),
        .plain("next", summary: "go on with this answer", action: .continueTapped),
      ])
  }
}
