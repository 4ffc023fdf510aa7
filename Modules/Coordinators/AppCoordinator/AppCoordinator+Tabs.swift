public import Architecture
public import ItemsCoordinator
public import NumbersCoordinator
import OnboardingCoordinator
public import Presentation
public import SettingsCoordinator

// The tabs' declaration: every tab of the app, and everything that differs from one tab to
// another, is named in this file and nowhere else. Each switch names every tab, with no
// catch-all, so a new tab does not compile until each one says what it means.

/// The tabs of the showcase, in display order; the raw value is the tab's link segment.
public enum AppTab: String, CaseIterable, Codable, Sendable {
  /// The numbers coordinator.
  case numbers
  /// The items list and its nested coordinators.
  case items
  /// The settings and the profile flow.
  case settings

  /// The tab's name as the tree and breadcrumb show it.
  public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The tab that shows `screen`: one arm per tab's coordinator, so a coordinator added as a
  /// tab does not compile until it has its tab here, and with it its place in the tab bar.
  public init(showing screen: TabScreen) {
    switch screen {
    case .numbers: self = .numbers
    case .items: self = .items
    case .settings: self = .settings
    }
  }
}

/// One tab's coordinator state.
public enum TabScreen: Codable, Equatable, Sendable {
  // A tab's link is the app's to write: the tab's name, then its coordinator's link.

  /// The numbers tab.
  case numbers(NumbersCoordinator.State)
  /// The items tab.
  case items(ItemsCoordinator.State)
  /// The settings tab.
  case settings(SettingsCoordinator.State)
}

/// One tab's coordinator actions.
public enum TabAction: Codable, Equatable, Sendable {
  /// The numbers tab's actions.
  case numbers(NumbersCoordinator.Action)
  /// The items tab's actions.
  case items(ItemsCoordinator.Action)
  /// The settings tab's actions.
  case settings(SettingsCoordinator.Action)
}

extension AppCoordinator {
  // A tab's link is the app's to write: the tab's name, then its coordinator's link.

  /// The numbers tab.
  public static let numbersTab = ScreenCase(
    NumbersCoordinator.self, TabScreen.numbers, TabAction.numbers,
    state: { if case .numbers(let state) = $0 { state } else { nil } },
    action: { if case .numbers(let action) = $0 { action } else { nil } }, link: nil)

  /// The items tab.
  public static let itemsTab = ScreenCase(
    ItemsCoordinator.self, TabScreen.items, TabAction.items,
    state: { if case .items(let state) = $0 { state } else { nil } },
    action: { if case .items(let action) = $0 { action } else { nil } }, link: nil)

  /// The settings tab.
  public static let settingsTab = ScreenCase(
    SettingsCoordinator.self, TabScreen.settings, TabAction.settings,
    state: { if case .settings(let state) = $0 { state } else { nil } },
    action: { if case .settings(let action) = $0 { action } else { nil } }, link: nil)

  /// The coordinator of each tab.
  public static func tab(of screen: TabScreen) -> ScreenCase<TabScreen, TabAction> {
    switch screen {
    case .numbers: numbersTab
    case .items: itemsTab
    case .settings: settingsTab
    }
  }

  /// The tabs as the app starts: every tab in display order, each coordinator at its root,
  /// the first selected.
  public static var initialTabs: Tabs<AppTab, TabScreen> {
    let tabs = AppTab.allCases.map { ($0, initialScreen(of: $0)) }
    return Tabs(first: tabs[0], Array(tabs.dropFirst()))
  }

  /// A tab's coordinator as the app starts: one arm per tab, so a tab cannot be left out.
  static func initialScreen(of tab: AppTab) -> TabScreen {
    switch tab {
    case .numbers: .numbers(NumbersCoordinator.State())
    case .items: .items(ItemsCoordinator.State(catalogue: catalogue))
    case .settings: .settings(SettingsCoordinator.State())
    }
  }

  /// What the app decides about a tab's delegate events, which only the app can carry out:
  /// one arm per tab, so a tab's new event does not compile until it is decided here.
  static func tabEvent(_ action: TabAction, in state: inout State) -> Effect<Action> {
    switch action {
    case .settings(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .signOutRequested:
        // A new root identity: everything the old tabs were running stops with them.
        try? state.routes.replace(
          with: [
            .root(.tabs(initialTabs)),
            .cover(.onboarding(OnboardingCoordinator.State(canLeave: false))),
          ],
          keepingIdentityWhile: { _, _ in false })
      }
    case .numbers(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .finished:
        // A tab is never closed, and the tab's coordinator starts at its list, which is
        // never done.
        break
      }
    case .items(let action):
      guard case .delegate(let event) = action else { break }
      switch event {}
    }
    return .none
  }

  /// A tab's navigation.
  static func navigation(of tab: TabScreen) -> NavigationNode {
    // Every tab shows a coordinator, whose navigation always nests in its tab.
    Self.tab(of: tab).nested(in: tab)
      ?? NavigationNode(name: "tab", content: .tabs([], selected: 0))
  }

  /// A tab's screen on top.
  static func view(of tab: TabScreen) -> ScreenView<TabAction> {
    Self.tab(of: tab).view(of: tab) ?? ScreenView(title: "")
  }

  /// A tab's back: its coordinator's.
  static func back(in tab: TabScreen) throws(Refusal) -> TabAction {
    guard let action = try Self.tab(of: tab).child?.back(in: tab) else { throw noChild(tab) }
    return action
  }

  /// A tab's link, below the tab's own segment.
  static func link(of tab: TabScreen) -> DeepLink {
    Self.tab(of: tab).child?.link(of: tab) ?? DeepLink()
  }

  /// The most bytes a tab's link takes below its own segment.
  static func longestLink(of tab: AppTab) -> Int {
    Self.tab(of: initialScreen(of: tab)).child?.longestLink ?? 0
  }

  /// The action that opens `link` in a tab, resolved against the tab's current state.
  static func open(_ link: DeepLink, in tab: TabScreen) throws(Refusal) -> TabAction {
    guard let action = try Self.tab(of: tab).child?.open(link, in: tab) else { throw noChild(tab) }
    return action
  }

  /// Whether `child` is the coordinator of `tab`.
  static func holds(_ tab: AppTab, _ child: TabScreen) -> Bool {
    AppTab(showing: child) == tab
  }

  /// A tab's feature is a coordinator by declaration; one that is not has nowhere to go.
  private static func noChild(_ tab: TabScreen) -> Refusal {
    Refusal("'\(Self.tab(of: tab).title(of: tab) ?? "")' shows no coordinator to navigate in")
  }
}
