import Architecture
import ArchitectureTesting
import Navigation
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import SettingsFeature
import SignInClient
import SignInFeature
import Testing

/// The profile waits behind a sign-in: asked for while signed out, by command or by link, it
/// shows the sign-in with the profile pending, and signing in opens it in one update.
@MainActor
struct SettingsCoordinatorScreensTests {
  /// The state `action` leads to from `state`, every action it leads to included.
  static func after(
    _ action: SettingsCoordinator.Action, from state: SettingsCoordinator.State = .init()
  ) async -> SettingsCoordinator.State {
    let store = makeStore(state)
    store.exhaustivity = .off
    await store.send(action)
    await store.skipReceivedActions()
    return store.state
  }

  /// A place in the profile flow past its start, from its declaration.
  static let place = OnboardingCoordinator.State.sampled(
    until: OnboardingFlow.standard.start, filled: true)

  @Test func theProfileAskedForWhileSignedOutShowsTheSignInWithTheProfilePending() async {
    let state = await Self.after(.settings(.editProfileTapped))
    guard case .signIn = state.routes.top.screen else {
      Issue.record("the top route is not the sign-in: \(state.routes.top)")
      return
    }
    #expect(state.pending?.link == SettingsCoordinator.link(of: .showingProfile()))
    #expect(SettingsCoordinator.screen(of: state).then == "Profile")
  }

  @Test func aProfileLinkWhileSignedOutWaitsAndWhereGivesItBack() async throws {
    let text = profileLink(of: Self.place)
    let state = await Self.after(try SettingsCoordinator.open(DeepLink(parsing: text), in: .init()))
    #expect(SettingsCoordinator.link(of: state).description == text)
    // Opened afresh, the link `where` prints lands on the same gate, the same link pending.
    let again = await Self.after(try SettingsCoordinator.open(DeepLink(parsing: text), in: .init()))
    #expect(again == state)
    #expect(SettingsCoordinator.restoringProblem(with: state) == nil)
  }

  @Test func signingInOpensThePendingProfileInOneUpdate() async throws {
    let text = profileLink(of: Self.place)
    let waiting = await Self.after(
      try SettingsCoordinator.open(DeepLink(parsing: text), in: .init()))
    let gate = waiting.routes.top.id
    let store = makeStore(waiting)
    store.exhaustivity = .off
    await store.send(.routes(.screen(gate, .signIn(.delegate(.signedIn(.sample))))))
    await store.skipReceivedActions()
    #expect(store.state.pending == nil)
    #expect(SettingsCoordinator.link(of: store.state).description == text)
    guard case .settings(let settings) = store.state.routes.root.screen else {
      Issue.record("the root is not the settings")
      return
    }
    #expect(settings.session == .sample)
  }

  @Test func leavingTheSignInDropsTheProfile() async throws {
    let waiting = await Self.after(.settings(.editProfileTapped))
    let left = await Self.after(try SettingsCoordinator.back(in: waiting), from: waiting)
    #expect(left.pending == nil)
    #expect(left.routes.count == 1)
  }

  @Test func signedInTheProfileOpensAtOnce() async {
    let state = await Self.after(.settings(.editProfileTapped), from: .signedIn)
    #expect(state.pending == nil)
    guard case .profile = state.routes.top.screen else {
      Issue.record("the top route is not the profile: \(state.routes.top)")
      return
    }
  }

  @Test func aSavedProfileWithNoOneSignedInIsRefused() {
    var state = SettingsCoordinator.State.showingProfile()
    state.modifySettings { $0.session = nil }
    #expect(
      SettingsCoordinator.restoringProblem(with: state)
        == "route #1 shows 'Profile', which waits behind a gate that is closed in this state")
  }
}
