import AppCoordinator
import Architecture
import ArchitectureTesting
import Navigation
import NumberFactClient
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
import SettingsFeature
import Testing

@MainActor
func makeStore(
  _ state: AppCoordinator.State = .init(firstLaunch: false), clock: TestClock = TestClock()
) -> TestStore<AppCoordinator.State, AppCoordinator.Action> {
  let dependencies = Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))
  return TestStore(initialState: state, reducer: AppCoordinator(dependencies), clock: clock)
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

/// Changes the payload of `value` when `value` is the case `embed` builds (`TabScreen.items`,
/// say), another case left as it is for the expected state to show. A mirror reads the payload;
/// embedding it gives `value` back only for this case, not another holding the same type.
func modify<Root: Equatable, Payload>(
  _ value: inout Root, as embed: (Payload) -> Root, _ body: (inout Payload) throws -> Void
) rethrows {
  guard var payload = Mirror(reflecting: value).children.first?.value as? Payload,
    embed(payload) == value
  else { return }
  try body(&payload)
  value = embed(payload)
}

extension AppCoordinator.State {
  /// The root's tabs, `nil` when the root shows none; set, they replace the root's screen.
  var tabs: Tabs<AppTab, TabScreen>? {
    get { if case .tabs(let tabs) = routes.root.screen { tabs } else { nil } }
    set {
      routes.modifyScreen(id: routes.root.id) {
        $0 = newValue.map(AppCoordinator.Screen.tabs) ?? $0
      }
    }
  }

  /// The onboarding flow on the cover, `nil` when there is none; set, it replaces the top screen.
  var flow: OnboardingCoordinator.State? {
    get { if case .onboarding(let flow) = routes.top.screen { flow } else { nil } }
    set {
      routes.modifyScreen(id: routes.top.id) {
        $0 = newValue.map(AppCoordinator.Screen.onboarding) ?? $0
      }
    }
  }

  /// Changes the coordinator of the tab `embed` builds: `modifyTab(TabScreen.items) { ... }`.
  mutating func modifyTab<Child>(
    _ embed: (Child) -> TabScreen, _ body: (inout Child) throws -> Void
  ) rethrows {
    guard var tabs else { return }
    for index in tabs.children.indices { try modify(&tabs.children[index], as: embed, body) }
    self.tabs = tabs
  }

  /// Changes the settings screen at the root of the settings tab.
  mutating func modifySettingsScreen(_ body: (inout Settings.State) -> Void) {
    modifyTab(TabScreen.settings) { settings in
      settings.routes.modifyScreen(id: settings.routes.root.id) {
        modify(&$0, as: SettingsCoordinator.Screen.settings, body)
      }
    }
  }
}

extension AppCoordinator.Action {
  /// The action `action` of the tab `tab`, the tabs at the route 0.
  static func tab(_ tab: AppTab, _ action: TabAction) -> Self {
    .routes(.screen(0, .tabs(.tab(tab, action))))
  }

  /// The selection of `tab`, the tabs at the route 0.
  static func select(_ tab: AppTab) -> Self { .routes(.screen(0, .tabs(.tabSelected(tab)))) }

  /// The action `action` of the screen of the route `id` of the numbers tab.
  static func numbers(_ id: Int, _ action: NumbersCoordinator.ScreenAction) -> Self {
    tab(.numbers, .numbers(.routes(.screen(RouteID(id), action))))
  }

  /// The action `action` of the settings screen.
  static func settings(_ action: SettingsCoordinator.ScreenAction) -> Self {
    tab(.settings, .settings(.routes(.screen(0, action))))
  }

  /// The action `action` of the onboarding flow on the cover at the route `id`.
  static func cover(_ action: OnboardingCoordinator.Action, id: Int = 1) -> Self {
    .routes(.screen(RouteID(id), .onboarding(action)))
  }
}

// Links to places in the welcome and profile flows, written by the app from states the flow's
// declaration samples (each step given its sample answer): a test never spells the flow's steps.

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
  var state = AppCoordinator.State(firstLaunch: true)
  state.flow = flow
  return AppCoordinator.link(of: state).description
}

/// The link of the app on the settings tab with `flow` as its profile sheet, written by the app.
func profileLink(of flow: OnboardingCoordinator.State = .sampled()) -> String {
  var state = AppCoordinator.State(firstLaunch: false)
  state.tabs?.select(.settings)
  state.modifyTab(TabScreen.settings) { _ = $0.routes.presentSheet(.profile(flow)) }
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
