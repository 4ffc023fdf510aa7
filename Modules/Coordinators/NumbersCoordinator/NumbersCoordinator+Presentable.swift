public import Presentation

extension NumbersCoordinator: ScreenFeature {
  /// One stack named `numbers`, each route titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "numbers")
  }

  /// The coordinator as a host names it in one of its routes, unless the host says otherwise.
  public static func title(of state: State) -> String { "Numbers" }
}
