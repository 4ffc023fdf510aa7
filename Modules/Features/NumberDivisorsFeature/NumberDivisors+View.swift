public import Architecture
public import Presentation

extension NumberDivisors: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The screen's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Divisors of \(state.number)" }

  /// The screen as a front end shows it: the divisors, and commands to open one or be done.
  public static func view(of state: State) -> ScreenView<Action> {
    let divisors = state.divisors
    let listed =
      if state.number == 0 {
        "every whole number divides 0"
      } else if divisors.isEmpty {
        "not listed for numbers beyond \(NumberDivisors.range.upperBound)"
      } else {
        divisors.map(String.init).joined(separator: " ")
      }
    var commands: [Command<Action>] = []
    if !divisors.isEmpty {
      commands.append(
        .choice(
          "select", summary: "open one of the divisors", among: divisors,
          noun: "a divisor of \(state.number)", action: Action.divisorTapped))
    }
    commands.append(
      .plain("done", summary: "say you are done with the divisors", action: .doneTapped))
    // A list front end shows the divisors as rows to choose from.
    let list =
      divisors.isEmpty ? nil : ScreenList(command: "select", rows: divisors.map(String.init))
    return ScreenView(
      title: title(of: state), lines: ["divisors: \(listed)"], list: list, commands: commands)
  }
}
