public import Navigation

/// What a front end has shown of an app's navigation, kept so that the next change is shown
/// from what changed alone.
///
/// ``NavigationNode/transitions(to:)`` compares two whole trees, which costs time in their
/// size. This record asks each stack what changed since the version shown
/// (``RouteStack/changes(since:)``) and reads only those routes, so a line at depth 10,000
/// costs what it costs at depth 1. The lines are the same as `transitions(to:)` gives; when a
/// stack cannot tell what changed (a new stack, a long history), its routes are compared one
/// by one, as there.
public struct ShownNavigation {
  private var root: ShownNode

  /// What was shown is `tree`.
  public init(_ tree: NavigationNode) {
    root = ShownNode(tree)
  }

  /// The transitions from what was shown to `tree`, one line each, in the order they happen;
  /// `tree` is then what was shown.
  public mutating func update(to tree: NavigationNode) -> [String] {
    var lines: [String] = []
    root.update(to: tree, prefix: "", into: &lines)
    return lines
  }
}

/// A node as it was shown.
private struct ShownNode {
  enum Content {
    case stack(ShownStack)
    case tabs([ShownTab], selected: Int)
  }

  var name: String
  var content: Content

  init(_ node: NavigationNode) {
    name = node.name
    switch node.content {
    case .stack(let routes):
      content = .stack(ShownStack(routes))
    case .tabs(let tabs, let selected):
      content = .tabs(
        tabs.map { ShownTab(name: $0.name, node: ShownNode($0.node)) }, selected: selected)
    }
  }

  mutating func update(to new: NavigationNode, prefix: String, into lines: inout [String]) {
    defer { name = new.name }
    switch (content, new.content) {
    case (.stack(let stack), .stack(let routes)):
      stack.update(to: routes, prefix: prefix, into: &lines)
    case (.tabs(var tabs, let oldSelected), .tabs(let newTabs, let newSelected)):
      guard tabs.map(\.name) == newTabs.map(\.name) else {
        lines.append(prefix + "replace the tabs of \(new.name)")
        self = ShownNode(new)
        return
      }
      if oldSelected != newSelected, newTabs.indices.contains(newSelected) {
        lines.append(prefix + "select tab \(newTabs[newSelected].name)")
      }
      for index in tabs.indices {
        tabs[index].node.update(
          to: newTabs[index].node, prefix: "in \(newTabs[index].name): ", into: &lines)
      }
      content = .tabs(tabs, selected: newSelected)
    default:
      lines.append(prefix + "replace \(name) with \(new.name)")
      self = ShownNode(new)
    }
  }
}

/// A tab as it was shown.
private struct ShownTab {
  var name: String
  var node: ShownNode
}

/// A route as it was shown.
private struct ShownRoute {
  var id: RouteID
  var style: RouteStyle
  var title: String
  var nested: ShownNode?

  init(_ route: RouteNode) {
    id = route.id
    style = route.style
    title = route.title
    nested = route.nested.map(ShownNode.init)
  }
}

/// A stack as it was shown, with the version it was shown at.
///
/// A reference, so that its routes are always changed in place: a value taken out of the
/// record and put back would share them for a moment, and copy them all.
private final class ShownStack {
  var revision: RouteStackRevision?
  var routes: [ShownRoute]

  init(_ routes: StackNode) {
    revision = routes.revision
    self.routes = routes.map(ShownRoute.init)
  }

  /// Shows `new` as ``TransitionPlan`` orders it: layers dismissed and pushes popped down to
  /// the routes both share, the root replaced if even that differs, the shared routes whose
  /// titles changed, then the new routes; then what changed inside nested coordinators.
  func update(to new: StackNode, prefix: String, into lines: inout [String]) {
    guard !new.isEmpty, !routes.isEmpty else {
      // Only routes given one by one can be empty: no stack to plan over, as there.
      if new.count != routes.count { lines.append(prefix + "replace the stack") }
      revision = new.revision
      routes = new.map(ShownRoute.init)
      return
    }
    let (shared, candidates) = sharedRoutes(with: new)
    let kept = max(shared, 1)
    var end = routes.count
    for position in stride(from: routes.count - 1, through: kept, by: -1)
    where routes[position].style.startsLayer {
      let route = routes[position]
      let removing = end - position
      lines.append(
        prefix + "dismiss \(route.id) \(route.title)"
          + (removing == 1 ? "" : " (and \(removing - 1) above it)"))
      end = position
    }
    if end > kept {
      lines.append(prefix + "pop \(end - kept) to \(routes[kept - 1].id) \(routes[kept - 1].title)")
    }
    if shared == 0 {
      let root = new[0]
      lines.append(prefix + "replace root with \(root.id) \(root.title)")
      routes = [ShownRoute(root)]
    } else {
      routes.removeSubrange(kept...)
    }
    let changed = candidates.map { ($0, new[$0]) }
    for (position, route) in changed where route.title != routes[position].title {
      lines.append(prefix + "update \(route.id) \(route.title)")
      routes[position].title = route.title
    }
    for position in kept..<new.count {
      let route = new[position]
      lines.append(
        prefix
          + (route.style == .push
            ? "push \(route.id) \(route.title)"
            : "present \(route.id) \(route.title) as \(route.style)"))
      routes.append(ShownRoute(route))
    }
    for (position, route) in changed {
      // Named by the screen that shows it, as the breadcrumb does.
      guard let nested = route.nested, routes[position].nested != nil else {
        routes[position].nested = route.nested.map(ShownNode.init)
        continue
      }
      routes[position].nested?.update(to: nested, prefix: "in \(route.title): ", into: &lines)
    }
    revision = new.revision
  }

  /// How many routes from the bottom both stacks share (same identity and style), and which
  /// of them may show something else now: from the stack's history when it has it, otherwise
  /// by comparing route by route.
  private func sharedRoutes(with new: StackNode) -> (count: Int, candidates: [Int]) {
    if let revision, let changes = new.changes(since: revision) {
      let shared = min(changes.keptCount, routes.count)
      return (shared, changes.modifiedPositions.filter { $0 < shared })
    }
    var shared = 0
    while shared < min(routes.count, new.count) {
      let identity = new.identity(at: shared)
      guard identity.id == routes[shared].id, identity.style == routes[shared].style else { break }
      shared += 1
    }
    return (shared, Array(0..<shared))
  }
}
