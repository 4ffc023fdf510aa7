public import Architecture
import Navigation

/// What a front end has shown of an app's navigation, kept so that the next change is shown
/// from what changed alone.
///
/// ``NavigationNode/transitions(to:)`` compares two whole trees, which costs time in their
/// size. This record is told what the store's reducers changed in place (`ChangeRecord`),
/// finds the routes that arrived and left by their identities, and reads only those routes,
/// so a line at depth 10,000 costs what it costs at depth 1. The lines are the same as
/// `transitions(to:)` gives; where nothing was recorded (a reducer not run by `forEachRoute`,
/// a coordinator's own action), the routes are compared one by one, as there.
///
/// A reference: the record is one front end's, changed in place as it shows each change.
public final class ShownNavigation {
  private var root: ShownNode

  /// What was shown is `tree`.
  public init(_ tree: NavigationNode) {
    root = ShownNode(tree)
  }

  /// The transitions from what was shown to `tree`, one line each, in the order they happen;
  /// `tree` is then what was shown. `changes` is what the store recorded since
  /// (`Store.takeChanges()`); without it every route is compared.
  public func update(to tree: NavigationNode, changes: ChangeRecord? = nil) -> [String] {
    var lines: [String] = []
    root.update(to: tree, changes: changes, prefix: "", into: &lines)
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

  /// Shows `new`; `changes` is the store's record for this place, `nil` when it has none.
  mutating func update(
    to new: NavigationNode, changes: ChangeRecord?, prefix: String, into lines: inout [String]
  ) {
    defer { name = new.name }
    switch (content, new.content) {
    case (.stack(let stack), .stack(let routes)):
      stack.update(to: routes, changes: changes, prefix: prefix, into: &lines)
    case (.tabs(var tabs, let oldSelected), .tabs(let newTabs, let newSelected)):
      guard tabs.map(\.name) == newTabs.map(\.name) else {
        lines.append(prefix + "replace the tabs of \(new.name)")
        self = ShownNode(new)
        return
      }
      if oldSelected != newSelected, newTabs.indices.contains(newSelected) {
        lines.append(prefix + "select tab \(newTabs[newSelected].name)")
      }
      // Without the container's notes, what is below it is told by comparing alone.
      let noted = changes?.isExact == true ? changes : nil
      for index in tabs.indices {
        let tab = noted?.below[.tab(index)]
        // No action reached a tab the container's notes leave out: nothing in it changed.
        if tab == nil, noted != nil { continue }
        tabs[index].node.update(
          to: newTabs[index].node, changes: tab, prefix: "in \(newTabs[index].name): ",
          into: &lines)
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
