extension NavigationNode {
  /// The uppermost sheet or cover on the way to the top screen: what must close first.
  public var presentationOnTop: RouteNode? {
    var uppermost: RouteNode?
    var node: NavigationNode? = self
    while let level = node {
      switch level.content {
      case .tabs(let tabs, let selected):
        node = tabs.indices.contains(selected) ? tabs[selected].node : nil
      case .stack(let routes):
        // In each stack the top layer starts with its uppermost presentation, or the root.
        if routes.currentLayerStart > 0 { uppermost = routes[routes.currentLayerStart] }
        node = routes.isEmpty ? nil : routes.nested(at: routes.count - 1)
      }
    }
    return uppermost
  }
}
