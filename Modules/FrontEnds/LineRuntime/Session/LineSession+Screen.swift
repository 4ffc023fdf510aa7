public import Architecture
public import Presentation

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
}
