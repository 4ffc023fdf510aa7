import ArchitectureTesting
import Navigation
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import Testing

/// The tab's links, its back, and its tree.
@MainActor
struct SettingsCoordinatorPresentableTests {
  static func open(
    _ text: String, in state: SettingsCoordinator.State = .init()
  ) throws -> SettingsCoordinator.Action {
    try SettingsCoordinator.open(DeepLink(parsing: text), in: state)
  }

  /// The state `text` leads to from `state`, every action it leads to included.
  static func reach(
    _ text: String, from state: SettingsCoordinator.State = .init()
  ) async throws -> SettingsCoordinator.State {
    let store = makeStore(state)
    store.exhaustivity = .off
    await store.send(try open(text, in: state))
    await store.skipReceivedActions()
    return store.state
  }

  @Test func theSettingsAloneAreTheEmptyLink() throws {
    #expect(SettingsCoordinator.link(of: .init()).description == "/")
    #expect(try Self.open("/") == .linkOpened(profile: nil))
  }

  @Test func profilePresentsTheFlowAtItsStart() async throws {
    let store = makeStore()
    let action = try Self.open("/profile")
    #expect(action == .linkOpened(profile: DeepLink()))
    await store.send(action) {
      $0.routes.presentSheet(.profile(OnboardingCoordinator.State(canLeave: true)))
    }
    let start = try OnboardingCoordinator.destination(for: DeepLink(), in: .standard)
    await store.receive(.flow(1, .linkOpened(start)))
    #expect(SettingsCoordinator.link(of: store.state).description == "/profile/name")
    await store.finish()
  }

  @Test(arguments: [
    "/profile/name", "/profile/name=Ada", "/profile/name=Ada/email=ada%40example.com",
    "/profile/name=Ada/email=ada%40example.com/sharing=yes/details=36-London",
    "/profile/name=Ada/confirm=leave",
  ])
  func aProfileLinkLeadsToItsPlaceAndOpeningItAgainChangesNothing(text: String) async throws {
    let state = try await Self.reach(text)
    #expect(SettingsCoordinator.link(of: state).description == text)
    let store = makeStore(state)
    await store.send(try Self.open(text, in: state))
    guard case .profile(let flow) = state.routes.top.screen else {
      Issue.record("\(text) shows no profile flow")
      return
    }
    let rest = try DeepLink(parsing: text).dropFirst
    await store.receive(.flow(1, try OnboardingCoordinator.open(rest, in: flow)))
    await store.finish()
  }

  @Test func theEmptyLinkDismissesTheFlow() async throws {
    let store = makeStore(try await Self.reach("/profile/name=Ada"))
    await store.send(try Self.open("/", in: store.state)) { $0.routes.goBackToRoot() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func aPlaceThatIsNotInSettingsIsRefused() {
    #expect(
      throws: InputError("'notifications' is not a place in settings; the only one is 'profile'")
    ) { try Self.open("/notifications") }
    #expect(throws: InputError("'profile=1' is not a place in settings; the only one is 'profile'"))
    {
      try Self.open("/profile=1")
    }
  }

  @Test func aBadProfileLinkIsRefusedByTheFlowBeforeAnythingChanges() {
    #expect(
      throws: InputError(
        "'bogus' is not a step of this flow; the steps are name, email, sharing, details, summary")
    ) { try Self.open("/profile/bogus") }
  }

  @Test func backIsTheFlowsDecision() throws {
    #expect(try SettingsCoordinator.back(in: .showingProfile()) == .flow(1, .backTapped))
    let finished = try flow(at: "/name=Ada/email=ada%40example.com/sharing=no/summary=finished")
    #expect(throws: InputError.self) {
      try SettingsCoordinator.back(in: .showingProfile(finished))
    }
  }

  @Test func backWhileSigningOutIsAskedCancelsIt() throws {
    var state = SettingsCoordinator.State()
    state.modifySettings { $0.isConfirmingSignOut = true }
    #expect(try SettingsCoordinator.back(in: state) == .settings(.signOutCancelled))
  }

  @Test func backAtTheSettingsIsRefused() {
    #expect(
      throws: InputError(
        "there is nothing to go back to: settings is the first screen of this tab")
    ) { try SettingsCoordinator.back(in: .init()) }
  }

  @Test func theTreeNestsTheFlowInItsSheet() {
    let node = SettingsCoordinator.navigation(of: .showingProfile())
    let flow = OnboardingCoordinator.navigation(of: OnboardingCoordinator.State(canLeave: true))
    let expected = NavigationNode(
      name: "settings",
      content: .stack([
        RouteNode(id: 0, style: .root(embedsNavigation: true), title: "Settings"),
        RouteNode(
          id: 1, style: .sheet(embedsNavigation: false), title: "Profile", nested: flow),
      ]))
    #expect(node == expected)
    #expect(SettingsCoordinator.screen(of: .showingProfile()).title == "Name")
  }
}
