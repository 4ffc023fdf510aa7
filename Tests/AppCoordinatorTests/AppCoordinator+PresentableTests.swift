import AppCoordinator
import ArchitectureTesting
import ItemsCoordinator
import LineRuntime
import Navigation
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import Testing

/// The app's face, as any front end shows it: the `tab` command, back on the tabs and on the cover,
/// and the tree.
@MainActor
struct AppCoordinatorPresentableTests {
  /// The tabs' names as the app lists them, from its declaration.
  static let tabNames = AppTab.allCases.map(\.rawValue).joined(separator: ", ")

  static let tabRefusal = Refusal(
    "'tab' takes a tab (\(tabNames)), as in 'tab numbers'")

  static func tabCommand(
    in state: AppCoordinator.State = .init(firstLaunch: false)
  ) throws -> Command<AppCoordinator.Action> {
    try #require(AppCoordinator.screen(of: state).command(named: "tab"))
  }

  @Test func tabSelectsATabByName() throws {
    let tab = try Self.tabCommand()
    #expect(try tab.read(["items"]) == .select(.items))
    #expect(try tab.read(["settings"]) == .select(.settings))
    #expect(try tab.read(["numbers"]) == .select(.numbers))
  }

  @Test func tabRefusesAnUnknownTabOrAMissingOne() throws {
    let tab = try Self.tabCommand()
    #expect(throws: Refusal("'bogus' is not a tab; choose one of \(Self.tabNames)")) {
      try tab.read(["bogus"])
    }
    #expect(throws: Self.tabRefusal) { try tab.read([]) }
    #expect(throws: Self.tabRefusal) { try tab.read(["items", "numbers"]) }
  }

  @Test func aSheetInTheSelectedTabCoversTheTabsSoTabIsNotOfferedAndSaysWhy() async throws {
    let screen = AppCoordinator.screen(of: try await reach("/items/75/preview=75"))
    #expect(screen.command(named: "tab") == nil)
    #expect(
      screen.unavailable == [
        UnavailableCommand(
          "tab", reason: "the sheet 'Preview' covers the tabs",
          remedies: [
            Remedy(.back, "to close it first"), Remedy(.openLink, "to go anywhere at once"),
          ])
      ])
    // A push is no presentation: the tabs stay reachable.
    #expect(
      try Self.tabCommand(in: try await reach("/items/75")).read(["numbers"]) == .select(.numbers))
  }

  @Test func theCoverOffersNoTabCommand() {
    #expect(AppCoordinator.screen(of: .init()).command(named: "tab") == nil)
    #expect(AppCoordinator.screen(of: .init()).title == "Name")
  }

  @Test func theSelectedTabsScreenIsOnTopAndSendsToItsTab() async throws {
    let state = try await reach("/items")
    let screen = AppCoordinator.screen(of: state)
    #expect(screen.title == "Items")
    let select = try #require(screen.command(named: "select"))
    #expect(
      try select.read(["75"])
        == .tab(.items, .items(.routes(.screen(0, .list(.itemTapped(75)))))))
  }

  @Test("back at a tab's first screen is refused, offering the tab command to go to another")
  func backAtATabsRootIsRefused() async throws {
    for tab in AppTab.allCases {
      let state = try await reach("/\(tab.rawValue)")
      #expect(
        throws: Refusal(
          "there is nothing to go back to: this is the first screen of the \(tab.rawValue) tab",
          remedies: [Remedy(.command("tab"), "to go to another")])
      ) { try AppCoordinator.back(in: state) }
      #expect(AppCoordinator.screen(of: state).command(named: "tab") != nil)
    }
  }

  @Test func backInATabGoesBackInThatTab() async throws {
    let numbers = try await reach("/numbers/3")
    #expect(
      try AppCoordinator.back(in: numbers)
        == .tab(.numbers, .numbers(.routes(.close(1)))))
    let items = try await reach("/items/75/numbers/150")
    let withinChild = ItemsCoordinator.Action.routes(
      .screen(2, .numbers(.routes(.close(1)))))
    #expect(try AppCoordinator.back(in: items) == .tab(.items, .items(withinChild)))
  }

  @Test func backOnTheCoverAtItsFirstStepIsRefused() {
    #expect(
      throws: Refusal(
        "the onboarding must be finished before the app can be used: complete its steps",
        remedies: [Remedy(.command("restart"), "to begin again")])
    ) { try AppCoordinator.back(in: .init()) }
  }

  @Test func backOnTheCoverAfterItsFirstStepIsTheFlowsBack() async throws {
    let flow = OnboardingFlow.standard
    let answers = OnboardingCoordinator.State.sampled().answers
    let second = try #require(flow.next(after: flow.start, answers: answers))
    let state = try await reach(welcomeLink(until: second), from: .init())
    #expect(try AppCoordinator.back(in: state) == .cover(.backTapped))
  }

  @Test func theTreeNestsEveryTabAndMarksTheSelectedOne() async throws {
    let state = try await reach("/items/75")
    let node = AppCoordinator.navigation(of: state)
    guard case .stack(let routes) = node.content, let tabs = routes.first?.nested,
      case .tabs(let children, let selected) = tabs.content
    else {
      Issue.record("the root shows no tabs: \(node)")
      return
    }
    #expect(node.name == "showcase")
    #expect(routes.map(\.title) == ["Showcase"])
    #expect(children.map(\.name) == AppTab.allCases.map(\.title))
    #expect(selected == AppTab.allCases.firstIndex(of: .items))
    for (tab, child) in zip(AppCoordinator.initialTabs.tabs, AppCoordinator.initialTabs.children)
    where tab != .items {
      let index = try #require(AppTab.allCases.firstIndex(of: tab))
      #expect(children[index].node == AppCoordinator.tab(of: child).nested(in: child))
    }
    #expect(node.breadcrumb == "Showcase / Items tab: Items > Item 75")
  }

  @Test func theTreeShowsTheCoverOverTheTabs() {
    let node = AppCoordinator.navigation(of: .init())
    guard case .stack(let routes) = node.content else {
      Issue.record("the app shows no stack: \(node)")
      return
    }
    #expect(routes.map(\.title) == ["Showcase", "Welcome"])
    #expect(routes.last?.style == .cover(embedsNavigation: false))
    #expect(
      routes.last?.nested
        == OnboardingCoordinator.navigation(of: OnboardingCoordinator.State(canLeave: false)))
  }
}
