// Over 200 lines: the helpers every test of the app shares, from reaching a place by its link to
// the places in the welcome and profile flows made from their declaration, kept in one file so that
// no test grows its own.

import AppCoordinator
import Architecture
import ArchitectureTesting
import ItemsCoordinator
import Navigation
import NumberFactClient
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import SettingsFeature
import Testing

typealias AppStore = TestStore<AppCoordinator.State, AppCoordinator.Action>

@MainActor
func makeStore(
  _ state: AppCoordinator.State = .init(firstLaunch: false), clock: TestClock = TestClock()
) -> AppStore {
  TestStore(
    initialState: state,
    reducer: AppCoordinator(
      Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))),
    clock: clock)
}

/// The state opening `text` leads to from `state`, every action it leads to included.
@MainActor
func reach(
  _ text: String, from state: AppCoordinator.State = .init(firstLaunch: false)
) async throws -> AppCoordinator.State {
  let store = makeStore(state)
  store.exhaustivity = .off
  await store.send(try AppCoordinator.open(DeepLink(parsing: text), in: state))
  await store.skipReceivedActions()
  return store.state
}

extension AppCoordinator.State {
  /// The tab selected, or `nil` when the root shows no tabs.
  var selectedTab: AppTab? {
    guard case .tabs(let tabs) = routes.root.screen else { return nil }
    return tabs.selected
  }

  /// The child of `tab`.
  func child(_ tab: AppTab) -> TabScreen? {
    guard case .tabs(let tabs) = routes.root.screen else { return nil }
    return tabs[tab]
  }

  /// The onboarding flow on the cover.
  var flow: OnboardingCoordinator.State? {
    guard case .onboarding(let flow) = routes.top.screen else { return nil }
    return flow
  }

  /// Selects `tab` in the root's tabs.
  mutating func select(_ tab: AppTab) {
    routes.modifyScreen(id: routes.root.id) { screen in
      guard case .tabs(var tabs) = screen else { return }
      tabs.select(tab)
      screen = .tabs(tabs)
    }
  }

  /// Changes the child of `tab`.
  mutating func modifyTab(_ tab: AppTab, _ body: (inout TabScreen) throws -> Void) throws {
    try routes.modifyScreen(id: routes.root.id) { screen in
      guard case .tabs(var tabs) = screen, let index = tabs.index(of: tab) else { return }
      try body(&tabs.children[index])
      screen = .tabs(tabs)
    }
  }

  mutating func modifyNumbers(_ body: (inout NumbersCoordinator.State) throws -> Void) throws {
    try modifyTab(.numbers) { tab in
      guard case .numbers(var child) = tab else { return }
      try body(&child)
      tab = .numbers(child)
    }
  }

  mutating func modifyItems(_ body: (inout ItemsCoordinator.State) throws -> Void) throws {
    try modifyTab(.items) { tab in
      guard case .items(var child) = tab else { return }
      try body(&child)
      tab = .items(child)
    }
  }

  mutating func modifySettings(_ body: (inout SettingsCoordinator.State) throws -> Void) throws {
    try modifyTab(.settings) { tab in
      guard case .settings(var child) = tab else { return }
      try body(&child)
      tab = .settings(child)
    }
  }

  /// Changes the settings screen at the root of the settings tab.
  mutating func modifySettingsScreen(_ body: (inout Settings.State) -> Void) throws {
    try modifySettings { settings in
      settings.routes.modifyScreen(id: settings.routes.root.id) { screen in
        guard case .settings(var value) = screen else { return }
        body(&value)
        screen = .settings(value)
      }
    }
  }

  /// Changes the onboarding flow on the cover.
  mutating func modifyFlow(_ body: (inout OnboardingCoordinator.State) throws -> Void) throws {
    try routes.modifyScreen(id: routes.top.id) { screen in
      guard case .onboarding(var flow) = screen else { return }
      try body(&flow)
      screen = .onboarding(flow)
    }
  }
}

extension AppCoordinator.Action {
  /// The action `action` of the tab `tab`, the tabs at the route `root`.
  static func tab(_ tab: AppTab, _ action: TabAction, root: Int = 0) -> Self {
    .routes(.screen(RouteID(root), .tabs(.tab(tab, action))))
  }

  /// The selection of `tab`, the tabs at the route `root`.
  static func select(_ tab: AppTab, root: Int = 0) -> Self {
    .routes(.screen(RouteID(root), .tabs(.tabSelected(tab))))
  }

  /// The action `action` of the screen of the route `id` of the numbers tab.
  static func numbers(_ id: Int, _ action: NumbersCoordinator.ScreenAction) -> Self {
    tab(.numbers, .numbers(.routes(.screen(RouteID(id), action))))
  }

  /// The action `action` of the settings screen.
  static func settings(_ action: SettingsCoordinator.ScreenAction, root: Int = 0) -> Self {
    tab(.settings, .settings(.routes(.screen(0, action))), root: root)
  }

  /// The action `action` of the onboarding flow on the cover at the route `id`.
  static func cover(_ action: OnboardingCoordinator.Action, id: Int = 1) -> Self {
    .routes(.screen(RouteID(id), .onboarding(action)))
  }
}

// Places in the welcome and profile flows, made from the flow's declaration: each step given
// its sample answer (or one a test names) as a user would, and the link written by the app from
// that state, so that a test past the flow never spells its steps.

/// The first-launch app with `flow` on the welcome cover.
func welcome(_ flow: OnboardingCoordinator.State) -> AppCoordinator.State {
  var state = AppCoordinator.State(firstLaunch: true)
  state.routes.modifyScreen(id: state.routes.top.id) { $0 = .onboarding(flow) }
  return state
}

/// The link of the first-launch app with the welcome flow as
/// `OnboardingCoordinator.State.sampled` leaves it, written by the app.
func welcomeLink(
  answers: OnboardingAnswers = OnboardingAnswers(), until step: OnboardingStep? = nil,
  filled: Bool = false, finished: Bool = false
) -> String {
  var flow = OnboardingCoordinator.State.sampled(
    canLeave: false, answers: answers, until: step, filled: filled)
  flow.isFinished = finished
  return welcomeLink(of: flow)
}

/// The link of the first-launch app with `flow` on the welcome cover, written by the app.
func welcomeLink(of flow: OnboardingCoordinator.State) -> String {
  AppCoordinator.link(of: welcome(flow)).description
}

/// The link of the app on the settings tab with the profile flow as
/// `OnboardingCoordinator.State.sampled` leaves it, written by the app.
func profileLink(
  answers: OnboardingAnswers = OnboardingAnswers(), until step: OnboardingStep? = nil,
  filled: Bool = false
) -> String {
  profileLink(of: .sampled(answers: answers, until: step, filled: filled))
}

/// The link of the app on the settings tab with `flow` as its profile sheet, written by the app.
func profileLink(of flow: OnboardingCoordinator.State) -> String {
  var state = AppCoordinator.State(firstLaunch: false)
  state.select(.settings)
  let root = state.routes.root.id
  state.routes.modifyScreen(id: root) { screen in
    guard case .tabs(var tabs) = screen, let index = tabs.index(of: .settings),
      case .settings(var settings) = tabs.children[index]
    else { return }
    _ = settings.routes.presentSheet(.profile(flow))
    tabs.children[index] = .settings(settings)
    screen = .tabs(tabs)
  }
  return AppCoordinator.link(of: state).description
}

extension OnboardingCoordinator.State {
  /// The state after `action`, as the coordinator decides it: a question asked, say.
  func after(_ action: OnboardingCoordinator.Action) -> Self {
    var state = self
    _ = OnboardingCoordinator().reduce(into: &state, action: action)
    return state
  }
}
