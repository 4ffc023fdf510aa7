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
    // Appended in one loop: the joined array of strings went through the collection
    // protocols unspecialised, and the list is drawn on every line that shows it.
    var listed = ""
    for number in state.numbers {
      if !listed.isEmpty { listed += " " }
      listed += String(number)
    }
    return ScreenView(
      title: title(of: state),
      lines: ["numbers: \(listed)"],
      commands: [
        choice("select", state, summary: "open a number", action: Action.numberTapped),
        choice(
          "preview", state, summary: "preview a number in a sheet", action: Action.previewTapped),
      ])
  }

  /// A command taking one number of the list.
  private static func choice(
    _ name: String, _ state: State, summary: String, action: @escaping (Int) -> Action
  ) -> Command<Action> {
    let numbers = state.numbers
    return Command(name, usage: "<n>", summary: summary) {
      (arguments) throws(InputError) -> Action in
      // Only a refusal lists the numbers: a valid choice does not build the list.
      var listed: String { numbers.map(String.init).joined(separator: ", ") }
      guard arguments.count == 1, let word = arguments.first else {
        throw InputError("'\(name)' takes one number of the list (\(listed)), as in '\(name) 3'")
      }
      guard let number = Int(printed: word), numbers.contains(number) else {
        let shown = word.count > 20 ? String(word.prefix(20)) + "..." : word
        throw InputError("'\(shown)' is not a number on the list; choose one of \(listed)")
      }
      return action(number)
    }
  }
}
