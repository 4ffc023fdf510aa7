import Architecture
public import Presentation

extension ItemsCoordinator: ScreenFeature {
  /// The tab's stack, with the pushed numbers coordinator's stack nested in its route.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "items")
  }

  /// The tab as a host shows it in one of its routes.
  public static func title(of state: State) -> String { "Items" }
}
