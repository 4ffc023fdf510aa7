import Architecture
import FlowEngine
import Navigation
import OnboardingCoordinator
public import Presentation

extension SettingsCoordinator: ScreenFeature {
  /// The tab's stack, with the profile flow's stack nested in its sheet.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "settings")
  }

  /// The tab as a host shows it in one of its routes.
  public static func title(of state: State) -> String { "Settings" }

  /// Whatever the screen on top says back means there.
  public static func back(in state: State) throws(Refusal) -> Action {
    try back(from: state.routes.top.screen, id: state.routes.top.id)
  }

  /// The most bytes ``link(of:)`` prints: `profile` and the longest link of the flow.
  public static var longestLink: Int {
    "/profile".utf8.count + OnboardingCoordinator.longestLink
  }
}
