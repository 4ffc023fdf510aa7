public import ItemsCoordinator
public import NumbersCoordinator
public import SettingsCoordinator

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
}

/// One tab's coordinator state.
public enum TabScreen: Codable, Equatable, Sendable {
  /// The numbers tab.
  case numbers(NumbersCoordinator.State)
  /// The items tab.
  case items(ItemsCoordinator.State)
  /// The settings tab.
  case settings(SettingsCoordinator.State)
}

/// One tab's coordinator actions.
public enum TabAction: Equatable, Sendable {
  /// The numbers tab's actions.
  case numbers(NumbersCoordinator.Action)
  /// The items tab's actions.
  case items(ItemsCoordinator.Action)
  /// The settings tab's actions.
  case settings(SettingsCoordinator.Action)
}
