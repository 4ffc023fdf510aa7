import Navigation

/// What a front end has shown of an app's navigation, kept so that the next change is shown
/// from what changed alone.
///
/// ``NavigationNode/transitions(to:)`` compares two whole trees, which costs time in their
/// size. This record asks each stack what changed since the version shown
/// (`RouteStack.changes(since:)`) and reads only those routes, so a line at depth 10,000
/// costs what it costs at depth 1. The lines are the same as `transitions(to:)` gives; when a
/// stack cannot tell what changed (a new stack, a long history), its routes are compared one
/// by one, as there.
///
/// A reference: the record is one front end's, changed in place as it shows each change.
public final class ShownNavigation {
  private var root: ShownNode

  /// What was shown is `tree`.
  public init(_ tree: NavigationNode) {
    root = ShownNode(tree)
  }

  /// The transitions from what was shown to `tree`, one line each, in the order they happen;
  /// `tree` is then what was shown.
  public func update(to tree: NavigationNode) -> [String] {
    var lines: [String] = []
    root.update(to: tree, prefix: "", into: &lines)
    return lines
  }
}

/// A node as it was shown.
struct ShownNode {
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

extension ShownNode {
  /// The lines of this node leaving whole, as ``NavigationNode`` gives them for the tree it
  /// recorded: each stack back to its root, then what is nested in the root, and every tab.
  func appendTeardown(prefix: String, into lines: inout [String]) {
    switch content {
    case .stack(let stack):
      stack.appendRemovals(downTo: 1, prefix: prefix, into: &lines)
      if let root = stack.routes.first {
        root.nested?.appendTeardown(prefix: "in \(root.title): ", into: &lines)
      }
    case .tabs(let tabs, _):
      for tab in tabs { tab.node.appendTeardown(prefix: "in \(tab.name): ", into: &lines) }
    }
  }
}
