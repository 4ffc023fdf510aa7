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
    // Appended in one loop to the line itself: the joined array of strings went through the
    // collection protocols unspecialised, and the list is drawn on every line that shows it.
    // Room for a few digits a number, so that the line grows once or not at all.
    var line = "numbers: "
    line.reserveCapacity(9 + 4 * state.numbers.count)
    for (index, number) in state.numbers.enumerated() {
      if index > 0 { line += " " }
      line += String(number)
    }
    return ScreenView(
      title: title(of: state),
      lines: [line],
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
