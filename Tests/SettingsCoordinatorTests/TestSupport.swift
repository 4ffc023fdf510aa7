import ArchitectureTesting
import Navigation
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import SettingsFeature
import SignInClient
import Testing

typealias SettingsStore = TestStore<SettingsCoordinator.State, SettingsCoordinator.Action>

@MainActor
func makeStore(_ state: SettingsCoordinator.State = .signedIn) -> SettingsStore {
  TestStore(initialState: state, reducer: SettingsCoordinator())
}

/// The flow at the place `link` names, as opening it in a fresh flow that may be left
/// leaves it.
func flow(at link: String) throws -> OnboardingCoordinator.State {
  var flow = OnboardingCoordinator.State(canLeave: true)
  let action = try OnboardingCoordinator.open(DeepLink(parsing: link), in: flow)
  _ = OnboardingCoordinator().reduce(into: &flow, action: action)
  return flow
}

/// The settings' link with `flow` as the profile sheet, written by the coordinator: a place in
/// the flow made from its declaration (`OnboardingCoordinator.State.sampled`), never spelled.
func profileLink(of flow: OnboardingCoordinator.State) -> String {
  SettingsCoordinator.link(of: .showingProfile(flow)).description
}

extension OnboardingCoordinator.State {
  /// The state after `action`, as the coordinator decides it: a question asked, say.
  func after(_ action: OnboardingCoordinator.Action) -> Self {
    var state = self
    _ = OnboardingCoordinator().reduce(into: &state, action: action)
    return state
  }
}

extension SettingsCoordinator.State {
  /// The settings of someone signed in, with the sample session: the profile's gate is open.
  static var signedIn: Self { Self(settings: Settings.State(session: .sample)) }

  /// The settings, signed in, with the profile flow presented over them as the route
  /// numbered 1.
  static func showingProfile(
    _ flow: OnboardingCoordinator.State = .init(canLeave: true)
  ) -> Self {
    var state = Self.signedIn
    _ = state.routes.presentSheet(.profile(flow))  // one route leaves room for more
    return state
  }

  /// Changes the settings screen at the root.
  mutating func modifySettings(_ body: (inout Settings.State) -> Void) {
    routes.modifyScreen(id: routes.root.id) { screen in
      guard case .settings(var settings) = screen else { return }
      body(&settings)
      screen = .settings(settings)
    }
  }

  /// Changes the profile flow shown by the route `id`.
  mutating func modifyFlow(
    at id: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout OnboardingCoordinator.State) throws -> Void
  ) throws {
    try routes.modifyScreen(id: RouteID(id)) { screen in
      guard case .profile(var flow) = screen else {
        Issue.record("route \(id) shows no profile flow", sourceLocation: sourceLocation)
        return
      }
      try body(&flow)
      screen = .profile(flow)
    }
  }
}

extension SettingsCoordinator.Action {
  /// The action `action` of the settings screen.
  static func settings(_ action: Settings.Action) -> Self {
    .routes(.screen(0, .settings(action)))
  }

  /// The action `action` of the profile flow shown by the route `id`.
  static func flow(_ id: Int, _ action: OnboardingCoordinator.Action) -> Self {
    .routes(.screen(RouteID(id), .profile(action)))
  }

  /// The action `action` of the step `stepID` of the profile flow shown by the route `id`.
  static func step(
    _ id: Int, _ stepID: RouteID, _ action: OnboardingCoordinator.ScreenAction
  ) -> Self {
    flow(id, .routes(.screen(stepID, action)))
  }
}
