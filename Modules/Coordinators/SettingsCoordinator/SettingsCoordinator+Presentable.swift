import Architecture
public import Presentation

extension SettingsCoordinator {
  /// Whatever the screen on top says back means there.
  public static func back(in state: State) throws(Refusal) -> Action {
    try back(from: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The most bytes ``link(of:)`` prints: settings shows each screen at most once.
  public static var longestLink: Int { longestLinkShowingEachScreenOnce }
}
