public import Architecture
import FlowEngine
import Navigation
import OnboardingCoordinator
public import Presentation
public import SettingsFeature

/// The settings tab: the settings screen, which presents the whole onboarding flow as a sheet
/// with its own navigation to edit the profile, behind a sign-in (its ``gate``).
///
/// The flow is the same coordinator the app shows at first launch; here it may be left, and
/// its result updates the settings.
public struct SettingsCoordinator: Coordinator {
  /// The tab's navigation: the settings screen at the root, and the profile flow or the
  /// sign-in when presented.
  public typealias State = CoordinatorState<SettingsCoordinator>

  /// What happens in the tab.
  public enum Action: RoutesAction, Codable, Equatable, Sendable {
    /// A screen's action, a request to close one, or a link's new stack.
    case routes(StackAction<Screen, ScreenAction>)
    /// The profile was set elsewhere (at first launch): show it.
    case profileUpdated(name: String, email: String)
    /// Events for whoever shows the tab.
    case delegate(Delegate)

    /// The stack action this action carries, if it is one.
    public var routes: StackAction<Screen, ScreenAction>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  /// What the tab tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// The user asked to sign out, which only the app can do.
    case signOutRequested
  }

  /// What the tab's features read from the outside world: the sign-in client.
  public let dependencies: Dependencies

  /// The tab, its features reading `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// The tab's decision about its own action: a profile set elsewhere is shown.
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    if case .profileUpdated(let name, let email) = action {
      Self.update(&state, name: name, email: email)
    }
    return .none
  }

  /// Shows the profile flow as a sheet over the settings.
  static func presentProfile(_ state: inout State) {
    guard case .settings(let settings) = state.routes.root.screen else { return }
    state.routes.presentSheet(.profile(profile(editing: settings)))
  }

  /// The profile flow as it starts over `settings`: each step starts with what the settings
  /// hold, so an edit begins from the name and email shown, and leaving it unchanged loses
  /// nothing.
  static func profile(editing settings: Settings.State) -> OnboardingCoordinator.State {
    var known = OnboardingAnswers()
    if !settings.userName.isEmpty { known[.name] = .text(settings.userName) }
    if !settings.email.isEmpty { known[.email] = .text(settings.email) }
    return OnboardingCoordinator.State(canLeave: true, prefilled: known)
  }

  /// Shows a profile set elsewhere; a profile flow open over the settings, and not the one that
  /// set it, starts from it now.
  static func update(_ state: inout State, name: String, email: String) {
    modifySettings(&state) {
      $0.userName = name
      $0.email = email
    }
    guard case .settings(let settings) = state.routes.root.screen,
      case .profile(var flow) = state.routes.top.screen, !flow.isFinished
    else { return }
    flow.prefilled = profile(editing: settings).prefilled
    state.routes.modifyScreen(id: state.routes.top.id) { $0 = .profile(flow) }
  }

  /// Changes the settings at the root in place.
  static func modifySettings(_ state: inout State, _ change: (inout Settings.State) -> Void) {
    state.routes.modifyScreen(id: state.routes.root.id) { screen in
      guard case .settings(var settings) = screen else { return }
      change(&settings)
      screen = .settings(settings)
    }
  }
}

extension CoordinatorState<SettingsCoordinator> {
  /// The settings screen alone.
  public init(settings: Settings.State = Settings.State()) {
    self.init(root: .settings(settings))
  }
}
