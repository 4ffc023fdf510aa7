public import Presentation

extension AppCoordinator {
  /// The link of what is on screen: `/welcome/...` while the onboarding cover is up, otherwise
  /// the selected tab and its coordinator's link, as in `/items/75/numbers/150`.
  public static func link(of state: State) -> DeepLink {
    link(of: state.routes.top.screen)
  }

  /// The one action that takes the app where `link` names: the app chooses the tab or the
  /// cover, and the chosen child's own `open` resolves the rest against its current state.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    .linkOpened(try destination(of: link, from: state.routes.top.screen))
  }
}
