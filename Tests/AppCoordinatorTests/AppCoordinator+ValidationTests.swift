import Architecture
import ItemsCoordinator
import ItemsListFeature
import Navigation
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import Testing

@testable import AppCoordinator

/// The app's own routes from outside are held to what the commands make: the tabs in order,
/// each with its coordinator, and at most the welcome cover, which must be finished.
@MainActor
struct AppCoordinatorValidationTests {
  typealias State = AppCoordinator.State

  static func state(_ routes: [(RouteStyle, AppCoordinator.Screen)]) throws -> State {
    var state = State(firstLaunch: false)
    state.routes = try RouteStack(
      routes: routes.enumerated().map {
        IdentifiedRoute(id: RouteID($0), style: $1.0, screen: $1.1)
      },
      nextID: RouteID(routes.count))
    return state
  }

  static let root = RouteStyle.root(embedsNavigation: true)

  @Test("the app's declarations and every tab's coordinator's are right, so the app starts")
  func declarationsAreRight() {
    #expect(AppCoordinator.declarationProblem == nil)
    #expect(AppCoordinator.screensDeclarationProblem == nil)
  }
  @Test("a tab named as the cover, or by no link word, stops the app, naming the word")
  func aTabWordThatClashesIsNamed() {
    #expect(AppCoordinator.firstWordsProblem(AppCoordinator.firstWords) == nil)
    #expect(
      AppCoordinator.firstWordsProblem(["welcome", "numbers", "welcome"])
        == "showcase: the welcome cover and the tabs read 'welcome' twice; give the tab a name of "
        + "its own")
    #expect(
      AppCoordinator.firstWordsProblem(["welcome", "Numbers"])?.hasPrefix(
        "showcase: the link word 'Numbers' of a tab or the cover is no segment name") == true)
  }

  static var tabs: AppCoordinator.Screen { .tabs(AppCoordinator.initialTabs) }
  static let welcome = AppCoordinator.Screen.onboarding(
    OnboardingCoordinator.State(canLeave: false))

  @Test func theFirstLaunchAndTheTabsAloneAreAccepted() {
    #expect(AppCoordinator.restoringProblem(with: State(firstLaunch: true)) == nil)
    #expect(AppCoordinator.restoringProblem(with: State(firstLaunch: false)) == nil)
  }

  @Test func aTabStartedAtADetailIsRefused() throws {
    var tabs = AppCoordinator.initialTabs
    tabs.children[0] = .numbers(NumbersCoordinator.State(detail: 5))
    let problem = AppCoordinator.restoringProblem(with: try Self.state([(Self.root, .tabs(tabs))]))
    #expect(problem?.hasPrefix("the tab 'numbers' does not start where a tab does") == true)
  }

  /// The app's first tabs, each with its coordinator, in display order.
  static var initialPairs: [(AppTab, TabScreen)] {
    Array(zip(AppCoordinator.initialTabs.tabs, AppCoordinator.initialTabs.children))
  }

  @Test func tabsSwappedOrMissingAreRefused() throws {
    let names = AppTab.allCases.map(\.rawValue)
    let swapped = try #require(Tabs<AppTab, TabScreen>(Self.initialPairs.reversed()))
    #expect(
      AppCoordinator.restoringProblem(with: try Self.state([(Self.root, .tabs(swapped))]))
        == "the tabs are \(names.reversed().joined(separator: ", ")); the app's tabs are "
        + "\(names.joined(separator: ", ")), in that order")
    let missing = try #require(Tabs<AppTab, TabScreen>(Array(Self.initialPairs.prefix(1))))
    #expect(
      AppCoordinator.restoringProblem(with: try Self.state([(Self.root, .tabs(missing))]))?
        .hasPrefix(
          "the tabs are \(names[0]);") == true)
  }

  @Test func aTabHoldingAnotherTabsCoordinatorIsRefused() throws {
    var pairs = Self.initialPairs
    pairs[0].1 = pairs[1].1
    let renamed = try #require(Tabs<AppTab, TabScreen>(pairs))
    #expect(
      AppCoordinator.restoringProblem(with: try Self.state([(Self.root, .tabs(renamed))]))
        == "the tab '\(pairs[0].0.rawValue)' holds another tab's coordinator; each tab holds its "
        + "own")
  }

  @Test func tabsOverTabsOrAsACoverAreRefused() throws {
    #expect(
      AppCoordinator.restoringProblem(
        with: try Self.state([(Self.root, Self.tabs), (.cover(embedsNavigation: false), Self.tabs)])
      )
        == "route #1 at position 1 is a cover of 'Showcase' where the commands put a cover of "
        + "'Welcome'")
    #expect(
      AppCoordinator.restoringProblem(
        with: try Self.state([
          (Self.root, Self.tabs), (.sheet(embedsNavigation: false), Self.welcome),
        ]))
        == "route #1 at position 1 is a sheet of 'Welcome' where the commands put a cover of "
        + "'Welcome'")
  }

  @Test func aWelcomeFlowThatMayBeLeftIsRefused() throws {
    let leavable = AppCoordinator.Screen.onboarding(OnboardingCoordinator.State(canLeave: true))
    #expect(
      AppCoordinator.restoringProblem(
        with: try Self.state([(Self.root, Self.tabs), (.cover(embedsNavigation: false), leavable)]))
        == "the welcome flow at route #1 may be left, but the app's must be finished; set its "
        + "canLeave to false")
  }

  @Test("the welcome cover over tabs a first launch does not have is refused")
  func aCoverOverChangedTabsIsRefused() throws {
    let cover = RouteStyle.cover(embedsNavigation: false)
    var selected = AppCoordinator.initialTabs
    selected.select(.settings)
    #expect(
      AppCoordinator.restoringProblem(
        with: try Self.state([(Self.root, .tabs(selected)), (cover, Self.welcome)]))
        == "the welcome cover is over tabs no first launch has (another tab is selected); the "
        + "cover only comes up over the tabs as they start: remove the cover, or start the tabs "
        + "afresh")
    var deeper = AppCoordinator.initialTabs
    let items = try #require(deeper.index(of: .items))
    var paged = ItemsCoordinator.State(catalogue: AppCoordinator.catalogue)
    paged.routes.modifyScreen(id: paged.routes.root.id) {
      $0 = .list(ItemsList.State(items: AppCoordinator.catalogue, page: 7))
    }
    deeper.children[items] = .items(paged)
    #expect(
      AppCoordinator.restoringProblem(
        with: try Self.state([(Self.root, .tabs(deeper)), (cover, Self.welcome)]))?
        .hasPrefix(
          "the welcome cover is over tabs no first launch has (the tab 'items' is not as it starts)"
        ) == true)
    // The same tabs without the cover are a state the commands reach.
    #expect(
      AppCoordinator.restoringProblem(with: try Self.state([(Self.root, .tabs(deeper))])) == nil)
  }

  @Test func aLinkToTheFinishedWelcomeFlowDoesWhatFinishingDoes() async throws {
    let state = try await reach(welcomeLink(finished: true), from: State(firstLaunch: true))
    #expect(state.routes.count == 1)
    guard case .settings(let settings)? = state.tabs?[.settings],
      case .settings(let screen) = settings.routes.root.screen
    else {
      Issue.record("no settings tab: \(state.routes)")
      return
    }
    let answers = OnboardingCoordinator.State.sampled().answers
    #expect(screen.userName == answers.text(of: .name))
    #expect(screen.email == answers.text(of: .email))
  }
}
