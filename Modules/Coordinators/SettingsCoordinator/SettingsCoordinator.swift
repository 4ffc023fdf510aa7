public import Architecture
import FlowEngine
public import Navigation
import OnboardingCoordinator
public import Presentation
public import SettingsFeature

/// The settings tab: the settings screen, which presents the whole onboarding flow as a sheet
/// with its own navigation to edit the profile.
///
/// The flow is the same coordinator the app shows at first launch; here it may be left, and
/// its result updates the settings.
public struct SettingsCoordinator: LinkedCoordinator {
  /// The tab's navigation.
  public struct State: CheckedRoutesState, Equatable, Sendable {
    /// The settings screen at the root, and the profile flow when presented.
    public var routes: RouteStack<Screen>

    /// The settings screen alone.
    public init(settings: Settings.State = Settings.State()) {
      routes = RouteStack(root: .settings(settings))
    }
  }

  /// What happens in the tab.
  public enum Action: RoutesAction, Codable, Equatable, Sendable {
    /// A screen's action, or a request to close one.
    case routes(StackAction<ScreenAction>)
    /// The profile was set elsewhere (at first launch): show it.
    case profileUpdated(name: String, email: String)
    /// A deep link was opened: the settings alone, or the profile flow and its own link.
    case linkOpened(profile: DeepLink?)
    /// Events for whoever shows the tab.
    case delegate(Delegate)

    /// The screen's action or closing, if this is one.
    public var routes: StackAction<ScreenAction>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  /// What the tab tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user asked to sign out, which only the app can do.
    case signOutRequested
  }

  /// What the tab's features read from the outside world: nothing yet, but one value for all.
  public let dependencies: Dependencies

  /// The tab, its features reading `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// Every decision of the tab: a screen's events are decided by the screens' declaration
  /// (``screenEvent(_:from:in:)``), the profile from elsewhere and links here.
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.screen(let id, let screenAction)):
      return screenEvent(screenAction, from: id, in: &state)
    case .profileUpdated(let name, let email):
      Self.update(&state, name: name, email: email)
    case .linkOpened(let profile):
      guard let profile else {
        state.routes.goBackToRoot()
        return .none
      }
      let isShowingProfile =
        if case .profile = state.routes.top.screen { true } else { false }
      if !isShowingProfile { Self.presentProfile(&state) }
      guard case .profile(let flow) = state.routes.top.screen,
        let action = try? OnboardingCoordinator.open(profile, in: flow)
      else { return .report("the profile link \(profile) could not be opened") }
      return .send(.routes(.screen(state.routes.top.id, .profile(action))))
    case .routes(.close), .delegate:
      // Closings, which forEachRoute has carried out, and this tab's own report to its
      // parent: nothing is left to decide.
      break
    }
    return .none
  }

  /// Shows the profile flow as a sheet over the settings.
  static func presentProfile(_ state: inout State) {
    state.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
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
