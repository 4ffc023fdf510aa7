import Navigation
public import Presentation

/// What a front end has shown of an app's navigation, kept so that the next change is shown
/// from what changed alone.
///
/// ``NavigationNode/transitions(to:)`` compares two whole trees, which costs time in their
/// size. This record keeps each stack's revision as it was shown, asks the stack which routes
/// changed in place since (`RouteStack.routesChanged(since:)`), finds the routes that arrived
/// and left by their identities, and reads only those routes, so a line at depth 10,000 costs
/// what it costs at depth 1, whoever changed what. The lines are the same as
/// `transitions(to:)` gives; where a stack cannot tell (one built anew, routes given one by
/// one), its routes are compared one by one, as there.
///
/// A reference: the record is one front end's, changed in place as it shows each change.
@usableFromInline final class ShownNavigation {
  @exclusivity(unchecked) private(set) var root: ShownNode
  /// Whether a debug build checks each update against the whole trees' comparison; a test of
  /// what the update itself reads turns it off.
  var checksAgainstWholeTrees = true

  /// What was shown is `tree`.
  @usableFromInline init(_ tree: NavigationNode) {
    root = ShownNode(tree)
  }

  /// The transitions from what was shown to `tree`, one line each, in the order they happen;
  /// `tree` is then what was shown.
  ///
  /// A debug build checks the lines against the whole trees' comparison, at the cost of reading
  /// every route, so that the tests would find a change this record lost.
  @usableFromInline func update(to tree: NavigationNode) -> [String] {
    #if DEBUG
    let shown = checksAgainstWholeTrees ? root.node : nil
    #endif
    var lines: [String] = []
    root.update(to: tree, prefix: "", into: &lines)
    #if DEBUG
    if let shown {
      let compared = shown.transitions(to: tree)
      assert(
        lines == compared,
        "ShownNavigation shows \(lines) where the trees differ by \(compared): its record of "
          + "what was shown lost a change; report it with the changes that lead there, and set "
          + "checksAgainstWholeTrees off to go on meanwhile")
      // The breadcrumb is read from the record too; a record that lost a change would show
      // a wrong one until it is rebuilt.
      assert(
        breadcrumb == tree.breadcrumb,
        "ShownNavigation's breadcrumb is '\(breadcrumb)' where the tree's is "
          + "'\(tree.breadcrumb)': its record of what was shown lost a change; report it with "
          + "the changes that lead there, and set checksAgainstWholeTrees off to go on meanwhile")
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

  /// Shows `new`. Where its stacks tell what changed since they were shown, only that is read;
  /// elsewhere the whole trees are compared, as ``NavigationNode/transitions(to:)`` does.
  mutating func update(to new: NavigationNode, prefix: String, into lines: inout [String]) {
    switch (content, new.content) {
    case (.stack(let stack), .stack(let routes)):
      if stack.update(to: routes, prefix: prefix, into: &lines) {
        name = new.name
        return
      }
    case (.tabs(var tabs, let oldSelected), .tabs(let newTabs, let newSelected))
    where tabs.map(\.name) == newTabs.map(\.name):
      if oldSelected != newSelected, newTabs.indices.contains(newSelected) {
        lines.append(prefix + "select tab \(newTabs[newSelected].name)")
      }
      // A tab whose stacks did not change answers at once: a few tabs cost a few questions.
      for index in tabs.indices {
        tabs[index].node.update(
          to: newTabs[index].node, prefix: "in \(newTabs[index].name): ", into: &lines)
      }
      name = new.name
      content = .tabs(tabs, selected: newSelected)
      return
    default:
      break
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
