public import Architecture
import Navigation

/// What a front end has shown of an app's navigation, kept so that the next change is shown
/// from what changed alone.
///
/// ``NavigationNode/transitions(to:)`` compares two whole trees, which costs time in their
/// size. This record is told what the store's reducers changed in place (`ChangeRecord`),
/// finds the routes that arrived and left by their identities, and reads only those routes,
/// so a line at depth 10,000 costs what it costs at depth 1. The lines are the same as
/// `transitions(to:)` gives; where the record cannot tell (a reducer not run by
/// `forEachRoute`, a coordinator's own action), the routes are compared one by one, as there.
///
/// A reference: the record is one front end's, changed in place as it shows each change.
public final class ShownNavigation {
  private var root: ShownNode
  /// Whether a debug build checks each update against the whole trees' comparison; a test of
  /// what the update itself reads turns it off.
  public var checksAgainstWholeTrees = true

  /// What was shown is `tree`.
  public init(_ tree: NavigationNode) {
    root = ShownNode(tree)
  }

  /// The transitions from what was shown to `tree`, one line each, in the order they happen;
  /// `tree` is then what was shown. `changes` is what the store recorded since
  /// (`Store.takeChanges()`); without it every route is compared.
  ///
  /// A debug build checks the lines against the whole trees' comparison, at the cost of reading
  /// every route: a decision that rewrites a screen in place without sending it an action leaves
  /// no note, and would otherwise be shown without its `update` line.
  public func update(to tree: NavigationNode, changes: ChangeRecord? = nil) -> [String] {
    #if DEBUG
    let shown = changes == nil || !checksAgainstWholeTrees ? nil : root.node
    #endif
    var lines: [String] = []
    root.update(to: tree, changes: changes, prefix: "", into: &lines)
    #if DEBUG
    if let shown {
      let compared = shown.transitions(to: tree)
      assert(
        lines == compared,
        "the store's change notes show \(lines) where the trees differ by \(compared): a "
          + "decision changed a screen in place without sending it an action; send the screen "
          + "an action of its own for the change, so that forEachRoute notes its route")
    }
    #endif
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
  /// Where the record tells what changed, only that is read; elsewhere the whole trees are
  /// compared, as ``NavigationNode/transitions(to:)`` does.
  mutating func update(
    to new: NavigationNode, changes: ChangeRecord?, prefix: String, into lines: inout [String]
  ) {
    if let changes, changes.isExact {
      switch (content, new.content) {
      case (.stack(let stack), .stack(let routes)):
        if stack.update(to: routes, changes: changes, prefix: prefix, into: &lines) {
          name = new.name
          return
        }
      case (.tabs(var tabs, let oldSelected), .tabs(let newTabs, let newSelected))
      where tabs.map(\.name) == newTabs.map(\.name):
        if oldSelected != newSelected, newTabs.indices.contains(newSelected) {
          lines.append(prefix + "select tab \(newTabs[newSelected].name)")
        }
        // No action reached a tab the container's notes leave out: nothing in it changed.
        for index in tabs.indices {
          guard let tab = changes.below[.tab(index)] else { continue }
          tabs[index].node.update(
            to: newTabs[index].node, changes: tab, prefix: "in \(newTabs[index].name): ",
            into: &lines)
        }
        name = new.name
        content = .tabs(tabs, selected: newSelected)
        return
      default:
        break
      }
    }
    node.appendTransitions(to: new, prefix: prefix, into: &lines)
    self = ShownNode(new)
  }

  /// The tree as it was shown: what a comparison starts from, and what a teardown lists.
  var node: NavigationNode {
    switch content {
    case .stack(let stack):
      NavigationNode(
        name: name,
        content: .stack(
          StackNode(
            stack.routes.map {
              RouteNode(id: $0.id, style: $0.style, title: $0.title, nested: $0.nested?.node)
            })))
    case .tabs(let tabs, let selected):
      .tabs(name: name, tabs.map { TabNode(name: $0.name, node: $0.node.node) }, selected: selected)
    }
  }
}
