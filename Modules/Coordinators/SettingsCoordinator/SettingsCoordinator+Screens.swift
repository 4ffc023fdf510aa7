public import Architecture
public import FlowEngine
public import Navigation
public import OnboardingCoordinator
public import Presentation
public import SettingsFeature
public import SignInFeature

// The coordinator's declaration: every screen it shows, and everything that differs from one
// screen to another, is named in this file and nowhere else. A screen is named in four places: its
// case in each enum, its declaration in `screens`, and its arm in `decide`, which has no
// catch-all.

extension SettingsCoordinator {
  /// The screens of the tab.
  public enum Screen: Codable, Equatable, Sendable {
    /// The settings.
    case settings(Settings.State)
    /// The onboarding flow, a child coordinator presented as a sheet.
    case profile(OnboardingCoordinator.State)
    /// The sign-in, the gate in front of the profile, presented as a sheet.
    case signIn(SignIn.State)
  }

  /// The actions of the screens.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// The settings' actions.
    case settings(Settings.Action)
    /// The flow's actions.
    case profile(OnboardingCoordinator.Action)
    /// The sign-in's actions.
    case signIn(SignIn.Action)
  }

  /// Every screen, in the order a link's segment is tried on them.
  public static let screens: [ScreenCase<Screen, ScreenAction>] = [
    // The settings screen, at the root of every link.
    ScreenCase(
      Settings.self, Screen.settings, ScreenAction.settings,
      state: { if case .settings(let state) = $0 { state } else { nil } },
      action: { if case .settings(let action) = $0 { action } else { nil } }, link: .root),
    // The profile flow: `profile` above the settings, then the flow's own link. Any profile
    // flow is the same place: where it is inside is its link's to say.
    ScreenCase(
      OnboardingCoordinator.self, Screen.profile, ScreenAction.profile,
      state: { if case .profile(let state) = $0 { state } else { nil } },
      action: { if case .profile(let action) = $0 { action } else { nil } },
      title: { _ in "Profile" },
      link: .segment(
        usage: "'profile' above the settings, then the profile flow's own link", words: ["profile"],
        longest: "profile".utf8.count, print: { _ in .init("profile") },
        parse: { segment, previous in
          guard segment == DeepLink.Segment("profile"), case .settings(let settings) = previous
          else { return nil }
          return (profile(editing: settings), .sheet(embedsNavigation: false))
        }, samePlaceLoosely: { _, _ in true })),
    // The sign-in: `sign-in` above the settings. The profile's gate shows it in the profile's
    // place, and a link that reaches the profile while no one is signed in waits behind it.
    ScreenCase(
      SignIn.self, Screen.signIn, ScreenAction.signIn,
      state: { if case .signIn(let state) = $0 { state } else { nil } },
      action: { if case .signIn(let action) = $0 { action } else { nil } },
      link: .segment(
        usage: "'sign-in' above the settings", words: ["sign-in"],
        longest: "sign-in".utf8.count, print: { _ in .init("sign-in") },
        parse: { segment, previous in
          guard segment == DeepLink.Segment("sign-in"), case .settings = previous else {
            return nil
          }
          return (SignIn.State(), .sheet(embedsNavigation: false))
        }, samePlaceLoosely: { _, _ in true })),
  ]

  /// The profile waits behind a sign-in: while no one is signed in, a link or a command that
  /// reaches it shows the sign-in instead, and the profile opens once someone signs in.
  public static let gate: Gate<SettingsCoordinator>? = Gate(
    guarding: { if case .profile = $0 { true } else { false } },
    isOpen: { state in
      if case .settings(let settings) = state.routes.root.screen {
        settings.session != nil
      } else {
        false
      }
    },
    showing: { _ in .sheet(.signIn(SignIn.State())) })

  /// What the tab decides about a screen's action, one arm per screen; the profile flow has
  /// already run its own.
  public func decide(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    switch action {
    case .settings(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .editProfileRequested:
        Self.presentProfile(&state)
      case .signOutRequested:
        return .send(.delegate(.signOutRequested))
      }
    case .profile(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .finished(let answers):
        // The settings screen is another route than the flow's: it is changed by an action
        // of the tab's own, which shows it as a change in place, not on the side.
        return .merge(
          .send(
            .profileUpdated(
              name: answers.text(of: .name) ?? "", email: answers.text(of: .email) ?? "")),
          .send(.routes(.close(id))))
      case .left:
        return .send(.routes(.close(id)))
      }
    case .signIn(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .signedIn(let session):
        Self.modifySettings(&state) { $0.session = session }
        // With a link pending, the gate opens it, in place of the sign-in; without, the
        // sign-in is done.
        if state.pending == nil { return .send(.routes(.close(id))) }
      }
    }
    return .none
  }

  /// The back of the screen on top: the profile flow decides its own (it asks before losing
  /// data); on the settings, back answers no to signing out, and otherwise there is nothing to
  /// go back to.
  static func back(from screen: Screen, id: RouteID) throws(Refusal) -> Action {
    switch screen {
    case .settings(let settings) where settings.isConfirmingSignOut:
      // Back answers the question as a cancel does.
      return .routes(.screen(id, .settings(.signOutCancelled)))
    case .settings:
      throw Refusal("there is nothing to go back to: settings is the first screen of this tab")
    case .profile(let flow):
      return .routes(.screen(id, .profile(try OnboardingCoordinator.back(in: flow))))
    case .signIn:
      return .routes(.close(id))
    }
  }
}
