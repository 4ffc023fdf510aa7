import Navigation

extension ShownNavigation {
  /// The breadcrumb of what was last shown: the tree's ``NavigationNode/breadcrumb``, read from
  /// the titles this record keeps rather than titling each route again.
  ///
  /// After ``update(to:)`` it is the breadcrumb of the tree shown: a front end that has just
  /// shown a change reads it for the screen that follows.
  public var breadcrumb: String { FocusLevels(focusLevels).breadcrumb }

  /// The stacks and tabs on the way to the screen on top, as shown.
  var focusLevels: [FocusLevel<ShownStack>] {
    var levels: [FocusLevel<ShownStack>] = []
    var node = root
    while true {
      switch node.content {
      case .tabs(let tabs, let selected):
        guard tabs.indices.contains(selected) else { return levels }
        levels.append(.tab(tabs[selected].name))
        node = tabs[selected].node
      case .stack(let stack):
        levels.append(.stack(stack))
        guard let nested = stack.routes.last?.nested else { return levels }
        node = nested
      }
    }
  }
}

extension ShownStack: BreadcrumbStack {
  var count: Int { routes.count }

  func styleAndTitle(at position: Int) -> (style: RouteStyle, title: String) {
    (routes[position].style, routes[position].title)
  }
}
