import Navigation
import OnboardingCoordinator
public import Presentation
import SettingsFeature

extension SettingsCoordinator: Presentable {
  /// The tab's stack, with the profile flow's stack nested in its sheet.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(
      name: "settings", stack: state.routes,
      title: { screen in
        switch screen {
        case .settings(let settings): Settings.title(of: settings)
        case .profile: "Profile"
        }
      },
      nested: { screen in
        switch screen {
        case .profile(let flow): OnboardingCoordinator.navigation(of: flow)
        case .settings: nil
        }
      })
  }

  /// The screen on top; for the profile flow, the flow's own screen on top.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    switch top.screen {
    case .settings(let settings):
      return Settings.view(of: settings).map { .routes(.screen(top.id, .settings($0))) }
    case .profile(let flow):
      return OnboardingCoordinator.screen(of: flow).map { .routes(.screen(top.id, .profile($0))) }
    }
  }

  /// The profile flow decides its own back (it asks before losing data); the settings screen
  /// is the first of the tab.
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    switch top.screen {
    case .settings:
      throw InputError("there is nothing to go back to: settings is the first screen of this tab")
    case .profile(let flow):
      return .routes(.screen(top.id, .profile(try OnboardingCoordinator.back(in: flow))))
    }
  }

  /// `` for the settings, or `profile` followed by the flow's own link.
  public static func link(of state: State) -> DeepLink {
    switch state.routes.top.screen {
    case .settings: DeepLink()
    case .profile(let flow):
      DeepLink([.init("profile")]).appending(OnboardingCoordinator.link(of: flow))
    }
  }

  /// Opens the settings, or the profile flow at the place its link names.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    guard let first = link.segments.first else { return .linkOpened(profile: nil) }
    guard first == DeepLink.Segment("profile") else {
      throw InputError("'\(first)' is not a place in settings; the only one is 'profile'")
    }
    let rest = link.dropFirst
    let flow: OnboardingCoordinator.State
    if case .profile(let current) = state.routes.top.screen {
      flow = current
    } else {
      flow = OnboardingCoordinator.State(canLeave: true)
    }
    // Checked now, so that a bad link is refused before anything changes.
    _ = try OnboardingCoordinator.open(rest, in: flow)
    return .linkOpened(profile: rest)
  }
}
