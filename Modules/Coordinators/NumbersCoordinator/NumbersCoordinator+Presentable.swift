import Architecture
public import Presentation

extension NumbersCoordinator: ScreenFeature {
  /// One stack named `numbers`, each route titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    navigation(of: state, named: "numbers")
  }

  /// The coordinator as a host names it in one of its routes, unless the host says otherwise.
  public static func title(of state: State) -> String { "Numbers" }

  /// Dismisses the top route: a pop, or the dismissal of the sheet on top.
  public static func back(in state: State) throws(InputError) -> Action {
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: the list is the first screen; type 'quit' to leave")
    }
    return .routes(.close(state.routes.top.id))
  }

  /// The whole stack in one update.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    guard case .list(let list) = state.routes.root.screen else {
      throw InputError("the numbers stack has lost its list; open '/' first")
    }
    return .linkOpened(try routes(for: link, root: .list(list)))
  }
}
