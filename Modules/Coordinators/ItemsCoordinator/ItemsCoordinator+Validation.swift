import ItemsListFeature
public import Presentation

extension ItemsCoordinator {
  /// What the items tab refuses in a restored state beyond what its links check: a root that is
  /// not the list, and a detail that names its item otherwise than the list. A pushed numbers
  /// coordinator holds its own state to its own rules when it is decoded.
  public static func refusal(restoring state: State) -> String? {
    guard case .list(let list) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the tab starts at the "
        + "items list"
    }
    return namingProblem(with: state, list: list)
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
