public import Architecture
public import Presentation

extension ProfileDetails: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The step's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Details" }

  /// The step as a front end shows it: the city and age so far, the problem if any, and commands to
  /// type them and go on. Any city is accepted here so that a bad one shows as the step's
  /// problem; an age outside ``ages`` is refused as the line is read.
  public static func view(of state: State) -> ScreenView<Action> {
    var lines = [
      "city: \(state.city.isEmpty ? "(not entered)" : state.city)",
      "age: \(state.age.map(String.init) ?? "(not entered)")",
    ]
    if let problem = state.problem { lines.append("! \(problem)") }
    return ScreenView(
      title: title(of: state),
      lines: lines,
      commands: [
        .text(
          "city", placeholder: "city", summary: "enter the city you live in",
          action: Action.cityChanged),
        .integer(
          "age", placeholder: "years", in: ages, summary: "enter your age in years",
          action: Action.ageChanged),
        .plain("next", summary: "check the details and go on", action: .continueTapped),
      ])
  }
}
