public import Presentation

extension NumbersCoordinator: Presentable {
  /// One stack named `numbers`, each route titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "numbers", stack: state.routes, title: { title(of: $0) })
  }

  /// The top screen's view, its commands sent to its route.
  public static func screen(of state: State) -> ScreenView<Action> {
    view(of: state.routes.top.screen, id: state.routes.top.id)
  }

  /// Dismisses the top route: a pop, or the dismissal of the sheet on top.
  public static func back(in state: State) throws(InputError) -> Action {
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: the list is the first screen; type 'quit' to leave")
    }
    return .routes(.dismiss(state.routes.top.id))
  }

  /// The whole stack in one update.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    guard case .list(let list) = state.routes.root.screen else {
      throw InputError("the numbers stack has lost its list; open '/' first")
    }
    return .linkOpened(try routes(for: link, list: .list(list)))
  }
}
