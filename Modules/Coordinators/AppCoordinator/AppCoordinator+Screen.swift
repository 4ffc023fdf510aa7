public import Architecture
import CasePaths
import ItemsCoordinator
import NumbersCoordinator
public import OnboardingCoordinator
import SettingsCoordinator

extension AppCoordinator {
  /// The app's own routes: the tab container at the root, and the onboarding flow presented
  /// over it as a full-screen cover.
  public enum Screen: Codable, Equatable, Sendable {
    /// The tabs, each with its coordinator.
    case tabs(Tabs<AppTab, TabScreen>)
    /// The onboarding flow, a child coordinator.
    case onboarding(OnboardingCoordinator.State)
  }

  /// The actions of the app's routes.
  public enum ScreenAction: Equatable, Sendable {
    /// A tab's action, or a tab selection.
    case tabs(TabsAction<AppTab, TabAction>)
    /// The onboarding flow's action.
    case onboarding(OnboardingCoordinator.Action)
  }

  /// The tabs as the app starts: each coordinator at its root, the numbers tab selected.
  public static var initialTabs: Tabs<AppTab, TabScreen> {
    Tabs(
      first: (.numbers, .numbers(NumbersCoordinator.State())),
      [
        (.items, .items(ItemsCoordinator.State())),
        (.settings, .settings(SettingsCoordinator.State())),
      ])
  }
}

extension AppCoordinator {
  static let routesCase = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }
  static let tabsCase = CasePath<Screen, Tabs<AppTab, TabScreen>>(Screen.tabs) {
    if case .tabs(let state) = $0 { state } else { nil }
  }
  static let onboardingCase = CasePath<Screen, OnboardingCoordinator.State>(Screen.onboarding) {
    if case .onboarding(let state) = $0 { state } else { nil }
  }
  static let tabsActionCase = CasePath<ScreenAction, TabsAction<AppTab, TabAction>>(
    ScreenAction.tabs
  ) {
    if case .tabs(let action) = $0 { action } else { nil }
  }
  static let onboardingActionCase = CasePath<ScreenAction, OnboardingCoordinator.Action>(
    ScreenAction.onboarding
  ) {
    if case .onboarding(let action) = $0 { action } else { nil }
  }
  static let numbersCase = CasePath<TabScreen, NumbersCoordinator.State>(TabScreen.numbers) {
    if case .numbers(let state) = $0 { state } else { nil }
  }
  static let itemsCase = CasePath<TabScreen, ItemsCoordinator.State>(TabScreen.items) {
    if case .items(let state) = $0 { state } else { nil }
  }
  static let settingsCase = CasePath<TabScreen, SettingsCoordinator.State>(TabScreen.settings) {
    if case .settings(let state) = $0 { state } else { nil }
  }
  static let numbersActionCase = CasePath<TabAction, NumbersCoordinator.Action>(TabAction.numbers) {
    if case .numbers(let action) = $0 { action } else { nil }
  }
  static let itemsActionCase = CasePath<TabAction, ItemsCoordinator.Action>(TabAction.items) {
    if case .items(let action) = $0 { action } else { nil }
  }
  static let settingsActionCase = CasePath<TabAction, SettingsCoordinator.Action>(
    TabAction.settings
  ) {
    if case .settings(let action) = $0 { action } else { nil }
  }
}
