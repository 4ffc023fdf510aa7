public import Architecture
import CasePaths
public import Navigation
public import OnboardingCoordinator
public import Presentation
public import SettingsFeature

/// The settings tab: the settings screen, which presents the whole onboarding flow as a sheet
/// with its own navigation to edit the profile.
///
/// The flow is the same coordinator the app shows at first launch; here it may be left, and
/// its result updates the settings.
public struct SettingsCoordinator: Reducer {
  /// The tab's navigation.
  public struct State: Codable, Equatable, Sendable {
    /// The settings screen at the root, and the profile flow when presented.
    public var routes: RouteStack<Screen>

    /// The settings screen alone.
    public init(settings: Settings.State = Settings.State()) {
      routes = RouteStack(root: .settings(settings))
    }
  }

  /// The screens of the tab.
  public enum Screen: Codable, Equatable, Sendable {
    /// The settings.
    case settings(Settings.State)
    /// The onboarding flow, a child coordinator presented as a sheet.
    case profile(OnboardingCoordinator.State)
  }

  /// The actions of the screens.
  public enum ScreenAction: Equatable, Sendable {
    /// The settings' actions.
    case settings(Settings.Action)
    /// The flow's actions.
    case profile(OnboardingCoordinator.Action)
  }

  /// What happens in the tab.
  public enum Action: Equatable, Sendable {
    /// A screen's action, or a request to dismiss one.
    case routes(StackAction<ScreenAction>)
    /// The profile was set elsewhere (at first launch): show it.
    case profileUpdated(name: String, email: String)
    /// A deep link was opened: the settings alone, or the profile flow and its own link.
    case linkOpened(profile: DeepLink?)
    /// Events for whoever shows the tab.
    case delegate(Delegate)
  }

  /// What the tab tells whoever shows it.
  public enum Delegate: Equatable, Sendable {
    /// The user asked to sign out, which only the app can do.
    case signOutRequested
  }

  private static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) =
    \.routes

  /// The tab's logic.
  public init() {}

  /// Runs the screens, then decides where to go.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(Self.navigate)
      .forEachRoute(Self.routes, action: Self.routesCase) {
        ScopeCase(state: Self.settingsCase, action: Self.settingsActionCase) { Settings() }
          .combined(
            with: ScopeCase(state: Self.profileCase, action: Self.profileActionCase) {
              OnboardingCoordinator()
            })
      }
      .reduce(into: &state, action: action)
  }

  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.screen(_, .settings(.delegate(let event)))):
      switch event {
      case .editProfileRequested:
        state.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
      case .signOutRequested:
        return .send(.delegate(.signOutRequested))
      }
    case .routes(.screen(let id, .profile(.delegate(let event)))):
      switch event {
      case .finished(let answers):
        update(&state, name: answers.name ?? "", email: answers.email ?? "")
        return .send(.routes(.dismiss(id)))
      case .left:
        return .send(.routes(.dismiss(id)))
      }
    case .profileUpdated(let name, let email):
      update(&state, name: name, email: email)
    case .linkOpened(let profile):
      guard let profile else {
        state.routes.goBackToRoot()
        return .none
      }
      let isShowingProfile =
        if case .profile = state.routes.top.screen { true } else { false }
      if !isShowingProfile {
        state.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
      }
      guard case .profile(let flow) = state.routes.top.screen,
        let action = try? OnboardingCoordinator.open(profile, in: flow)
      else { return .report("the profile link \(profile) could not be opened") }
      return .send(.routes(.screen(state.routes.top.id, .profile(action))))
    case .routes(.screen(_, .settings)), .routes(.screen(_, .profile)), .routes(.dismiss),
      .delegate:
      // A screen's own actions, which its reducer (or the profile flow) has run, dismissals,
      // which forEachRoute has carried out, and this tab's own report to its parent: nothing
      // is left to decide. Each screen is named, so a new one must be placed.
      break
    }
    return .none
  }

  static func update(_ state: inout State, name: String, email: String) {
    state.routes.modifyScreen(id: state.routes.root.id) { screen in
      guard case .settings(var settings) = screen else { return }
      settings.userName = name
      settings.email = email
      screen = .settings(settings)
    }
  }
}
