import FlowEngine
import OnboardingCoordinator
public import Presentation

extension AppCoordinator {
  /// The link of what is on screen: `/welcome/...` while the onboarding cover is up, otherwise
  /// the selected tab and its coordinator's link, as in `/items/75/numbers/150`.
  public static func link(of state: State) -> DeepLink {
    // Behind the welcome flow, the place it will open: opened anywhere, it waits the same way.
    if let pending = state.pending { return pending.link }
    return link(of: state.routes.top.screen)
  }

  /// The most bytes ``link(of:)`` prints: the cover's or a tab's segment, and the longest link
  /// of what it shows.
  public static var longestLink: Int {
    let welcome = "/welcome".utf8.count + OnboardingCoordinator.longestLink
    let tabs = AppTab.allCases.map { "/\($0.rawValue)".utf8.count + longestLink(of: $0) }
    return max(welcome, tabs.max() ?? 0)
  }

  /// The one action that takes the app where `link` names: the app chooses the tab or the
  /// cover, and the chosen child's own `open` resolves the rest against its current state. A
  /// place in the tabs named while the welcome flow is up is held until it is finished.
  public static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    .linkOpened(
      try destination(of: link, from: state.routes.top.screen, root: state.routes.root.screen))
  }
}
