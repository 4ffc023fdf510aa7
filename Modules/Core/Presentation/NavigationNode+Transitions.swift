import Navigation

extension NavigationNode {
  /// The transitions from this tree to `new`, one line each, in the order they happen.
  ///
  /// Each stack's lines come from its ``TransitionPlan`` over the screens' titles, so a route
  /// whose title changed in place shows as an update. Stacks nested in routes that stay, and
  /// the tabs of a container that stays, are compared in turn; their lines name where they
  /// happen by what the user sees there: the screen that shows a nested coordinator, as in
  /// `in Multiples of 12: push #2 Number 48`, or the tab, as in `in Items: push #1 Item 12`.
  public func transitions(to new: NavigationNode) -> [String] {
    if self == new { return [] }
    var lines: [String] = []
    appendTransitions(to: new, prefix: "", into: &lines)
    return lines
  }

  private func appendTransitions(to new: NavigationNode, prefix: String, into lines: inout [String])
  {
    switch (content, new.content) {
    case (.stack(let oldRoutes), .stack(let newRoutes)):
      lines += Self.stackTransitions(from: Array(oldRoutes), to: Array(newRoutes)).map {
        prefix + $0
      }
      let oldByID = Dictionary(
        oldRoutes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for route in newRoutes {
        guard let nested = route.nested, let old = oldByID[route.id]?.nested else { continue }
        // Named by its screen's title, as the breadcrumb shows it, rather than by the node's
        // name: two coordinators of one kind (a tab and a pushed child) then read apart.
        old.appendTransitions(to: nested, prefix: "in \(route.title): ", into: &lines)
      }
    case (.tabs(let oldTabs, let oldSelected), .tabs(let newTabs, let newSelected)):
      let oldNames = oldTabs.map(\.name)
      if oldNames != newTabs.map(\.name) {
        lines.append(prefix + "replace the tabs of \(new.name)")
        return
      }
      if oldSelected != newSelected, newTabs.indices.contains(newSelected) {
        lines.append(prefix + "select tab \(newTabs[newSelected].name)")
      }
      for (old, tab) in zip(oldTabs, newTabs) {
        old.node.appendTransitions(to: tab.node, prefix: "in \(tab.name): ", into: &lines)
      }
    default:
      lines.append(prefix + "replace \(name) with \(new.name)")
    }
  }

  /// The plan between two stacks of route nodes, as lines naming each route by its title.
  static func stackTransitions(from old: [RouteNode], to new: [RouteNode]) -> [String] {
    guard let source = titleStack(old), let target = titleStack(new) else {
      return old == new ? [] : ["replace the stack"]
    }
    let titles = Dictionary(
      old.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    return source.plan(to: target).transitions.map { transition in
      switch transition {
      case .dismiss(let id, let removing):
        let name = "dismiss \(id) \(titles[id] ?? "")"
        return removing == 1 ? name : "\(name) (and \(removing - 1) above it)"
      case .pop(let count, let id):
        return "pop \(count) to \(id) \(titles[id] ?? "")"
      case .replaceRoot(let route):
        return "replace root with \(route.id) \(route.screen)"
      case .update(let id, let title):
        return "update \(id) \(title)"
      case .push(let route):
        return "push \(route.id) \(route.screen)"
      case .present(let route):
        return "present \(route.id) \(route.screen) as \(route.style)"
      }
    }
  }

  /// The routes as a stack of titles, or `nil` when they do not form a valid stack.
  private static func titleStack(_ routes: [RouteNode]) -> RouteStack<String>? {
    let next = (routes.map(\.id.rawValue).max() ?? -1) + 1
    return try? RouteStack(
      routes: routes.map { IdentifiedRoute(id: $0.id, style: $0.style, screen: $0.title) },
      nextID: RouteID(next))
  }
}
