public import Presentation

extension NumbersCoordinator: ScreenFeature {
  /// One stack named `numbers`, each route titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "numbers")
  }

  /// The coordinator as a host names it in one of its routes, unless the host says otherwise.
  public static func title(of state: State) -> String { "Numbers" }

  /// An app or a tab starts the numbers at the list; only a host's preview starts at a detail.
  public static func rootProblem(with state: State) -> String? {
    guard case .list = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the numbers start at "
        + "the list"
    }
    return nil
  }
}
