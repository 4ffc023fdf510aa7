import AppCoordinator
import ArchitectureTesting
import Navigation
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import Testing

/// Where the app is, as a link, and what opening a link does: round trips and refusals.
@MainActor
struct AppCoordinatorDeepLinkTests {
  static func open(
    _ text: String, in state: AppCoordinator.State = .init(firstLaunch: false)
  ) throws -> AppCoordinator.Action {
    try AppCoordinator.open(DeepLink(parsing: text), in: state)
  }

  /// Opening `text` from `start` leads where its link is `text`, and opening that link again
  /// changes nothing.
  static func expectRoundTrip(
    _ text: String, from start: AppCoordinator.State,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let state = try await reach(text, from: start)
    let link = AppCoordinator.link(of: state)
    #expect(link.description == text, sourceLocation: sourceLocation)
    let store = makeStore(state)
    store.exhaustivity = .off
    await store.send(try AppCoordinator.open(link, in: state))
    await store.skipReceivedActions()
    #expect(store.state == state, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    "/numbers", "/numbers/3/6", "/numbers/sheet=3/6", "/items", "/items/75",
    "/items/75/numbers/150/300", "/items/75/numbers/sheet=150", "/items/75/preview=75/150",
    "/settings",
  ])
  func aTabLinkLeadsToItsPlaceAndBack(text: String) async throws {
    try await Self.expectRoundTrip(text, from: .init(firstLaunch: false))
  }

  @Test func aProfileLinkLeadsToItsPlaceAndBack() async throws {
    let start = OnboardingFlow.standard.start
    for text in [profileLink(of: .sampled(until: start, filled: true)), profileLink()] {
      try await Self.expectRoundTrip(text, from: .init(firstLaunch: false))
    }
  }

  @Test func aWelcomeLinkLeadsToItsPlaceOnTheCoverAndBack() async throws {
    let start = OnboardingFlow.standard.start
    let restarting = OnboardingCoordinator.State.sampled(
      canLeave: false, until: start, filled: true
    )
    .after(.restartTapped)
    #expect(restarting.pending == .restart)
    let links = [
      welcomeLink(until: start), welcomeLink(until: start, filled: true),
      welcomeLink(of: restarting),
    ]
    for text in links {
      try await Self.expectRoundTrip(text, from: .init())
    }
  }

  @Test func theLinkFollowsTheStateActionsReach() async throws {
    #expect(
      AppCoordinator.link(of: .init()).description
        == "/welcome/\(OnboardingFlow.standard.start.id)")
    let store = makeStore()
    #expect(AppCoordinator.link(of: store.state).description == "/numbers")
    await store.send(.select(.items)) { $0.tabs?.select(.items) }
    #expect(AppCoordinator.link(of: store.state).description == "/items")
    store.exhaustivity = .off
    await store.send(.tab(.items, .items(.routes(.screen(0, .list(.itemTapped(75)))))))
    await store.skipReceivedActions()
    #expect(AppCoordinator.link(of: store.state).description == "/items/75")
  }

  @Test func openingTheCurrentLinkChangesNothing() async throws {
    let state = try await reach("/items/75/numbers/150/300")
    let store = makeStore(state)
    let action = try AppCoordinator.open(AppCoordinator.link(of: state), in: state)
    guard case .linkOpened(.tab(.items, let items)) = action else {
      Issue.record("the link did not lead to the items tab: \(action)")
      return
    }
    await store.send(action)
    await store.receive(.select(.items))
    await store.receive(.tab(.items, items))
    let childRoutes = try NumbersCoordinator.routes(
      for: DeepLink(parsing: "/150/300"), root: .list(.init(numbers: [75, 150, 225, 300, 375])))
    await store.receive(
      .tab(
        .items,
        .items(.routes(.screen(2, .numbers(.routes(.linkOpened(childRoutes, child: nil))))))))
    await store.finish()
  }

  @Test func theEmptyLinkOpensTheNumbersTabAtItsRoot() async throws {
    let state = try await reach("/", from: try await reach("/numbers/3"))
    #expect(AppCoordinator.link(of: state).description == "/numbers")
    let items = try await reach("/", from: try await reach("/items/75"))
    #expect(items.tabs?.selected == .numbers)
    #expect(
      AppCoordinator.link(of: try await reach("/items", from: items)) == DeepLink([.init("items")]))
  }

  @Test func anUnknownTabIsRefusedWithTheTabs() {
    let names = (["welcome"] + AppTab.allCases.map(\.rawValue)).joined(separator: ", ")
    let tabs = "a link starts with one of \(names)"
    #expect(throws: Refusal("'bogus' is not a tab; \(tabs)")) { try Self.open("/bogus") }
    #expect(throws: Refusal("'items=2' is not a tab; \(tabs)")) { try Self.open("/items=2") }
  }

  @Test func aTabLinkWhileTheCoverIsUpWaitsBehindItAndWhereSaysIt() async throws {
    let state = try await reach("/items/75", from: .init())
    #expect(state.flow == AppCoordinator.State().flow)
    #expect(state.pending?.link.description == "/items/75")
    #expect(AppCoordinator.link(of: state).description == "/items/75")
    #expect(AppCoordinator.screen(of: state).then == "/items/75")
    // Opened again, anywhere the cover is up, it waits the same way.
    #expect(try await reach("/items/75", from: state) == state)
    #expect(try await reach("/items/75", from: .init()) == state)
  }

  @Test func theLinkWaitingBehindTheCoverOpensWhenTheFlowIsFinished() async throws {
    let waiting = try await reach("/items/75", from: try await reach(welcomeLink(), from: .init()))
    let summary = try #require(waiting.flow).routes.top.id
    let store = makeStore(waiting)
    store.exhaustivity = .off
    await store.send(.cover(.routes(.screen(summary, .step(.summary(.finishTapped))))))
    await store.skipReceivedActions()
    #expect(store.state.routes.count == 1)
    #expect(store.state.pending == nil)
    #expect(AppCoordinator.link(of: store.state).description == "/items/75")
  }

  @Test func aSettingsLinkWaitingBehindTheCoverKeepsTheFlowsAnswers() async throws {
    let waiting = try await reach("/settings", from: try await reach(welcomeLink(), from: .init()))
    let summary = try #require(waiting.flow).routes.top.id
    let store = makeStore(waiting)
    store.exhaustivity = .off
    await store.send(.cover(.routes(.screen(summary, .step(.summary(.finishTapped))))))
    await store.skipReceivedActions()
    let answers = OnboardingCoordinator.State.sampled().answers
    guard case .settings(let settings)? = store.state.tabs?[.settings],
      case .settings(let screen) = settings.routes.root.screen
    else {
      Issue.record("the settings tab shows no settings")
      return
    }
    #expect(screen.userName == answers.text(of: .name))
    #expect(AppCoordinator.link(of: store.state).description == "/settings")
  }

  @Test func aPendingLinkTheWelcomeFlowDoesNotHoldIsRefused() throws {
    var empty = AppCoordinator.State()
    empty.pending = PendingLink(link: DeepLink(), gate: empty.routes.top.id)
    #expect(AppCoordinator.restoringProblem(with: empty)?.hasPrefix("an empty link waits") == true)
    var misplaced = AppCoordinator.State()
    misplaced.pending = PendingLink(link: try DeepLink(parsing: "/items/75"), gate: 0)
    #expect(
      AppCoordinator.restoringProblem(with: misplaced)?.contains("is not the welcome cover") == true
    )
  }

  @Test func aLinkThatLeadsNowhereIsRefusedWhileTheCoverIsUp() {
    #expect(throws: Refusal.self) { try Self.open("/items/0", in: .init()) }
    #expect(throws: Refusal.self) { try Self.open("/bogus", in: .init()) }
  }

  @Test func theWelcomeLinkIsRefusedAfterOnboarding() throws {
    let link = welcomeLink(until: OnboardingFlow.standard.start, filled: true)
    #expect(
      throws: Refusal(
        "the welcome flow is finished; to go through it again, sign out in settings and "
          + "confirm")
    ) { try Self.open(link) }
  }

  @Test func aChildsRefusalIsTheAppsRefusal() {
    #expect(throws: Refusal.self) { try Self.open("/items/500") }
    #expect(throws: Refusal.self) { try Self.open("/numbers/x") }
    #expect(throws: Refusal.self) { try Self.open("/welcome/bogus", in: .init()) }
  }

  @Test func aWelcomeActionWithoutTheCoverIsReported() async {
    let store = makeStore()
    await store.send(.linkOpened(.welcome(.restartTapped)))
    store.receiveReport(containing: "the welcome flow is not shown")
    await store.finish()
  }
}
