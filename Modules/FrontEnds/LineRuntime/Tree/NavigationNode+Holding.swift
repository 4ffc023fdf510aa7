public import Presentation

extension NavigationNode {
  /// Whether any stack of the tree, a nested one or another tab's included, holds a route of
  /// this identity and title: how a session tells a gate left from a gate out of view.
  public func holds(_ route: RouteNode) -> Bool {
    switch content {
    case .tabs(let tabs, _):
      return tabs.contains { $0.node.holds(route) }
    case .stack(let routes):
      if let position = routes.position(of: route.id),
        routes.titled(at: position).title == route.title
      {
        return true
      }
      return routes.indices.contains { routes.nested(at: $0)?.holds(route) == true }
    }
  }
}
