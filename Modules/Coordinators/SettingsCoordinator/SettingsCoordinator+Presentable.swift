import Architecture
import FlowEngine
import Navigation
import OnboardingCoordinator
public import Presentation

extension SettingsCoordinator {
  /// Whatever the screen on top says back means there.
  public static func back(in state: State) throws(Refusal) -> Action {
    try back(from: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The most bytes ``link(of:)`` prints: `profile` and the longest link of the flow.
  public static var longestLink: Int {
    "/profile".utf8.count + OnboardingCoordinator.longestLink
  }
}
