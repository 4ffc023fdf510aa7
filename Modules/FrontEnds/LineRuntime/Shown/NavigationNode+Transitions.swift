import Navigation
import Presentation

extension NavigationNode {
  /// The transitions from this tree to `new`, one line each, in the order they happen, across
  /// the whole tree.
  ///
  /// Each stack's lines come from its `TransitionPlan` over the screens' titles, so a route
  /// whose title changed in place shows as an update. Stacks nested in routes that stay, and
  /// the tabs of a container that stays, are compared in turn; their lines name where they
  /// happen by what the user sees there: the screen that shows a nested coordinator, as in
  /// `in Multiples of 12: push #2 Number 48`, or the tab, as in `in Items: push #1 Item 12`.
  /// A nested coordinator that arrives lists every screen it shows above its root, after the
  /// line of the route that shows it; one that leaves closes its screens first, top first, so
  /// each screen that goes is counted.
  func transitions(to new: NavigationNode) -> [String] {
    if self == new { return [] }
    var lines: [String] = []
    appendTransitions(to: new, prefix: "", into: &lines)
    return lines
  }

  /// The transitions to `new`, the lines of this node's own stack or tabs under `prefix`.
  func appendTransitions(to new: NavigationNode, prefix: String, into lines: inout [String]) {
    switch (content, new.content) {
    case (.stack(let oldRoutes), .stack(let newRoutes)):
      let old = Array(oldRoutes)
      let current = Array(newRoutes)
      Self.appendStackTransitions(from: old, to: current, prefix: prefix, into: &lines)
      let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      for route in current {
        // Named by its screen's title, as the breadcrumb shows it, rather than by the node's
        // name: two coordinators of one kind (a tab and a pushed child) then read apart. Built
        // only for a route with nested navigation: most routes have none.
        var inside: String { "in \(route.title): " }
        switch (oldByID[route.id], route.nested) {
        case (let before?, let nested?):
          if let was = before.nested {
            was.appendTransitions(to: nested, prefix: inside, into: &lines)
          } else {
            nested.appendArrival(prefix: inside, into: &lines)
          }
        case (let before?, nil):
          before.nested?.appendTeardown(prefix: "in \(before.title): ", into: &lines)
        case (nil, let nested?):
          nested.appendArrival(prefix: inside, into: &lines)
        case (nil, nil):
          break
        }
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

  /// The lines of this node arriving whole: every screen above each stack's root, bottom
  /// first, then the coordinators nested in them, and every tab.
  func appendArrival(prefix: String, into lines: inout [String]) {
    switch content {
    case .stack(let routes):
      for route in routes.dropFirst() { lines.append(prefix + Self.arrival(of: route)) }
      for route in routes {
        route.nested?.appendArrival(prefix: "in \(route.title): ", into: &lines)
      }
    case .tabs(let tabs, _):
      for tab in tabs { tab.node.appendArrival(prefix: "in \(tab.name): ", into: &lines) }
    }
  }

  /// The lines of this node leaving whole: each stack back to its root (the coordinators
  /// nested in the routes that go first), then what is nested in the root, and every tab.
  func appendTeardown(prefix: String, into lines: inout [String]) {
    switch content {
    case .stack(let routes):
      let old = Array(routes)
      guard let root = old.first else { return }
      Self.appendStackTransitions(from: old, to: [root], prefix: prefix, into: &lines)
      root.nested?.appendTeardown(prefix: "in \(root.title): ", into: &lines)
    case .tabs(let tabs, _):
      for tab in tabs { tab.node.appendTeardown(prefix: "in \(tab.name): ", into: &lines) }
    }
  }

  /// The plan between two stacks of route nodes, as lines naming each route by its title; the
  /// coordinators nested in routes that leave close first.
  static func appendStackTransitions(
    from old: [RouteNode], to new: [RouteNode], prefix: String, into lines: inout [String]
  ) {
    guard let source = titleStack(old), let target = titleStack(new) else {
      if old != new { lines.append(prefix + "replace the stack") }
      return
    }
    // A plan names only routes of the old stack, by identity: each is found by its position.
    let positions = Dictionary(
      old.indices.map { (old[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    func title(_ id: RouteID) -> String { positions[id].map { old[$0].title } ?? "" }
    /// The teardowns of the `count` routes of the old stack from `start`, top first.
    func closing(from start: Int?, count: Int) {
      guard let start else { return }
      for route in old[start..<min(start + count, old.count)].reversed() {
        route.nested?.appendTeardown(prefix: "in \(route.title): ", into: &lines)
      }
    }
    for transition in source.plan(to: target).transitions {
      switch transition {
      case .dismiss(let id, let removing):
        closing(from: positions[id], count: removing)
        let name = "dismiss \(id) \(title(id))"
        lines.append(prefix + (removing == 1 ? name : "\(name) (and \(removing - 1) above it)"))
      case .pop(let count, let id):
        closing(from: positions[id].map { $0 + 1 }, count: count)
        lines.append(prefix + "pop \(count) to \(id) \(title(id))")
      case .replaceRoot(let route):
        closing(from: 0, count: 1)
        lines.append(prefix + "replace root with \(route.id) \(route.screen)")
      case .update(let id, let title):
        lines.append(prefix + "update \(id) \(title)")
      case .push(let route):
        lines.append(prefix + "push \(route.id) \(route.screen)")
      case .present(let route):
        lines.append(prefix + "present \(route.id) \(route.screen) as \(route.style)")
      }
    }
  }

  /// The line of a route that arrives.
  static func arrival(of route: RouteNode) -> String {
    TransitionLine.arrival("", route)
  }

  /// The routes as a stack of titles, or `nil` when they do not form a valid stack.
  private static func titleStack(_ routes: [RouteNode]) -> RouteStack<String>? {
    let next = (routes.map(\.id.rawValue).max() ?? -1) + 1
    return try? RouteStack(
      routes: routes.map { IdentifiedRoute(id: $0.id, style: $0.style, screen: $0.title) },
      nextID: RouteID(next))
  }
}
