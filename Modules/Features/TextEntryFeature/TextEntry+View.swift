public import Architecture
public import Presentation

extension TextEntry: ScreenFeature {
  /// A screen asking for any text (``Field/text``): what a host gets that shows the feature by
  /// its type alone. A host with a field of its own builds the feature with it,
  /// `TextEntry(field)`, and shows ``view(of:field:)``, as a flow's text steps do.
  public init(_ dependencies: Dependencies) {
    self.init(.text)
  }

  /// The title of the screen asking for any text.
  public static func title(of state: State) -> String { Field.text.title }

  /// The screen asking for any text.
  public static func view(of state: State) -> ScreenView<Action> { view(of: state, field: .text) }

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
          current: state.text.isEmpty ? nil : state.text, action: Action.textChanged),
        .plain("next", summary: "check \(field.noun) and go on", action: .continueTapped),
      ])
  }
}
