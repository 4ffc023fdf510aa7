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
    _ text: String, in state: SettingsCoordinator.State = .signedIn
  ) throws -> SettingsCoordinator.Action {
    try SettingsCoordinator.open(DeepLink(parsing: text), in: state)
  }

  /// The state `text` leads to from `state`, every action it leads to included.
  static func reach(
    _ text: String, from state: SettingsCoordinator.State = .signedIn
  ) async throws -> SettingsCoordinator.State {
    let store = makeStore(state)
    store.exhaustivity = .off
    await store.send(try open(text, in: state))
    await store.skipReceivedActions()
    return store.state
  }

  @Test func theSettingsAloneAreTheEmptyLink() throws {
    #expect(SettingsCoordinator.link(of: .init()).description == "/")
    let settings = SettingsCoordinator.State.signedIn
    #expect(
      try Self.open("/") == .routes(.linkOpened([.root(settings.routes.root.screen)], child: nil)))
  }

  @Test func profilePresentsTheFlowAtItsStart() async throws {
    let store = makeStore()
    let start = try OnboardingCoordinator.destination(for: DeepLink(), in: .standard)
    let flow = OnboardingCoordinator.State(canLeave: true)
    let action = try Self.open("/profile")
    #expect(
      action
        == .routes(
          .linkOpened(
            [.root(store.state.routes.root.screen), .sheet(.profile(flow))],
            child: .profile(.linkOpened(start)))))
    await store.send(action) {
      $0.routes.presentSheet(.profile(flow))
    }
    await store.receive(.flow(1, .linkOpened(start)))
    #expect(
      SettingsCoordinator.link(of: store.state).description
        == "/profile/\(OnboardingFlow.standard.start.id)")
    await store.finish()
  }

  /// Places in the profile flow, from its declaration: the start, a step typed on, the next
  /// step typed on, the branch taken with its step typed on, and a question asked.
  nonisolated static func places() -> [OnboardingCoordinator.State] {
    let flow = OnboardingFlow.standard
    let start = flow.start
    let second = flow.next(after: start, answers: OnboardingCoordinator.State.sampled().answers)
    let sharing = OnboardingAnswers([OnboardingStep.sharing.id: .choice(true)])
    return [
      .sampled(until: start), .sampled(until: start, filled: true),
      .sampled(until: second, filled: true),
      .sampled(answers: sharing, until: .details, filled: true),
      OnboardingCoordinator.State.sampled(until: start, filled: true).after(.backTapped),
    ]
  }

  @Test(arguments: places())
  func aProfileLinkLeadsToItsPlaceAndOpeningItAgainChangesNothing(
    place: OnboardingCoordinator.State
  ) async throws {
    let text = profileLink(of: place)
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
    let typed = OnboardingCoordinator.State.sampled(
      until: OnboardingFlow.standard.start, filled: true)
    let store = makeStore(try await Self.reach(profileLink(of: typed)))
    await store.send(try Self.open("/", in: store.state)) {
      $0.routes.dismissAll()
      $0.routes.popToRoot()
    }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func aPlaceThatIsNotInSettingsIsRefusedWithWhatASegmentMayBe() {
    // What a segment may be, as the declarations say it: a screen added says its own.
    let usages = SettingsCoordinator.screens.flatMap { $0.link?.usage ?? [] }
    #expect(usages.contains("'sign-in' above the settings"))
    let rest = "names no screen here; a segment is one of: " + usages.joined(separator: "; ")
    #expect(throws: Refusal("'notifications' \(rest)")) { try Self.open("/notifications") }
    #expect(throws: Refusal("'profile=1' \(rest)")) { try Self.open("/profile=1") }
  }

  @Test func aBadProfileLinkIsRefusedByTheFlowBeforeAnythingChanges() {
    // The flow's own message, which its tests pin; here it is the flow's refusal.
    let error = #expect(throws: Refusal.self) { try Self.open("/profile/bogus") }
    #expect(error?.message.hasPrefix("'bogus' is not a step of this flow") == true)
  }

  @Test func backIsTheFlowsDecision() throws {
    #expect(try SettingsCoordinator.back(in: .showingProfile()) == .flow(1, .backTapped))
    var done = OnboardingCoordinator.State.sampled()
    done.isFinished = true
    let finished = try flow(at: OnboardingCoordinator.link(of: done).description)
    #expect(finished.isFinished)
    #expect(throws: Refusal.self) {
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
      throws: Refusal(
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
