public import Architecture
public import Presentation
public import TerminalEditor

// The screen on top, and the actions its commands make.
extension LineSession {
  /// The action the screen's command `name` makes of `arguments`.
  @inlinable
  func action(named name: String, arguments: [String]) throws(Refusal) -> App.Action {
    let screen = currentView()
    guard let command = screen.command(named: name) else {
      if let unavailable = screen.unavailable.first(where: { $0.name == name }) {
        throw Refusal(
          "'\(name)' is not available here: \(unavailable.reason)", remedies: unavailable.remedies)
      }
      throw Refusal(LineRendering.unknownCommand(name, screen: screen))
    }
    return try command.read(arguments)
  }

  /// The screen on top, built once per state: the render that shows it and the line typed
  /// next share it, and every reduced action lets it go.
  @inlinable
  func currentView() -> ScreenView<App.Action> {
    if let view { return view }
    let built = App.screen(of: store.state)
    view = built
    return built
  }

  /// What Tab completes on the screen on top: its commands and the global ones, each choice
  /// command's choices (the first thousand of a long list), and for `open` the start, the link
  /// of what is shown and the few links just above it.
  public var completions: Completions {
    let view = currentView()
    var arguments: [String: [String]] = [:]
    for command in view.commands {
      guard case .choice(let choices) = command.argument else { continue }
      arguments[command.name] = (0..<min(choices.count, 1_000)).map(choices.label)
    }
    // Not every link above a deep stack: their text would grow as the square of its depth.
    let segments = App.link(of: store.state).segments
    let above = max(1, segments.count - 3)
    arguments["open"] =
      ["/"]
      + (segments.isEmpty
        ? []
        : (above...segments.count).map {
          DeepLink(Array(segments.prefix($0))).description
        })
    return Completions(
      commands: view.commands.map(\.name) + LineRendering.globalCommandNames,
      arguments: arguments)
  }
}
