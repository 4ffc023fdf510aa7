import NumberDetailFeature
import NumbersListFeature
public import Presentation

extension NumbersCoordinator: Presentable {
  /// One stack named `numbers`, each route titled by its screen.
  public static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "numbers", stack: state.routes, title: { title(of: $0) })
  }

  /// The title a screen shows.
  public static func title(of screen: Screen) -> String {
    switch screen {
    case .list(let list): NumbersList.title(of: list)
    case .detail(let detail): NumberDetail.title(of: detail)
    }
  }

  /// The top screen's view, its commands sent to its route.
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    switch top.screen {
    case .list(let list):
      return NumbersList.view(of: list).map { .routes(.screen(top.id, .list($0))) }
    case .detail(let detail):
      return NumberDetail.view(of: detail).map { .routes(.screen(top.id, .detail($0))) }
    }
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
