import ItemsListFeature
public import Navigation
import Presentation

extension ItemsCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the list
  /// at the root, and above it the routes its own link rebuilds, route by route. A pushed
  /// numbers coordinator holds its own state to its own rules when it is decoded.
  public static func problem(with state: State) -> String? {
    guard case .list(let list) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the tab starts at the "
        + "items list"
    }
    return linkProblem(with: state) ?? namingProblem(with: state, list: list)
  }

  /// An item detail whose name is not the list's for its id: a detail is made from the list's
  /// item, so it has the name the list shows.
  static func namingProblem(with state: State, list: ItemsList.State) -> String? {
    for route in state.routes.routes {
      guard case .detail(let detail) = route.screen else { continue }
      let name = list.items.first { $0.id == detail.id }?.name
      if detail.name != name {
        return "the detail at route \(route.id) names the item \(detail.id) otherwise than the "
          + "list does; name it '\(name ?? "")', as the list does"
      }
    }
    return nil
  }
}

extension ItemsCoordinator.State {
  /// A state showing these routes, unchecked: what a saved state is decoded into before
  /// ``ItemsCoordinator/problem(with:)`` checks it.
  public init(routes: RouteStack<ItemsCoordinator.Screen>) {
    self.routes = routes
  }

  /// What makes `state` one no command could reach (``ItemsCoordinator/problem(with:)``).
  public static func problem(with state: Self) -> String? {
    ItemsCoordinator.problem(with: state)
  }
}
