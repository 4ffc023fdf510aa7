public import Architecture
public import Presentation

extension NumbersList: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The list's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Numbers" }

  /// The list as a front end shows it: its numbers, and commands to open or preview one.
  public static func view(of state: State) -> ScreenView<Action> {
    var numbers = ""
    for number in state.numbers {
      if !numbers.isEmpty { numbers += " " }
      numbers += String(number)
    }
    return ScreenView(
      title: title(of: state),
      lines: ["numbers: \(numbers)"],
      commands: [
        .choice(
          "select", summary: "open a number", among: state.numbers,
          noun: "a number on the list", action: Action.numberTapped),
        .choice(
          "preview", summary: "preview a number in a sheet", among: state.numbers,
          noun: "a number on the list", action: Action.previewTapped),
      ])
  }
}
