import Navigation
import Presentation

extension FlowChart {
  /// Where a coordinator is, as its chart sees it: the route on top of its own stack, or the tab
  /// its tab container shows.
  struct Place {
    /// The node's title: the top route's title, numbers written `n`, or the selected tab's name.
    var title: String
    /// Whether the top route shows a child coordinator.
    var isChild: Bool
    /// The routes of the coordinator's own stack, bottom first.
    var routes: [RouteNode]
    /// The selected tab, when the top route holds a tab container.
    var tab: String?
    /// The whole tree and the commands offered, numbers written `n`: two states with the same
    /// fingerprint lead to the same places, so only one of them is explored.
    var fingerprint: String

    init(_ navigation: NavigationNode, commands: [String] = []) {
      guard case .stack(let stack) = navigation.content, let top = stack.last else {
        // A coordinator whose root is no stack has one place.
        self.init(title: navigation.name, routes: [], commands: commands, tree: navigation)
        return
      }
      self.init(title: top.title, routes: Array(stack), commands: commands, tree: navigation)
    }

    private init(
      title: String, routes: [RouteNode], commands: [String], tree: NavigationNode
    ) {
      self.routes = routes
      let top = routes.last
      switch top?.nested?.content {
      case .tabs(let tabs, let selected)?:
        tab = tabs.indices.contains(selected) ? tabs[selected].name : nil
        self.title = "\(tab ?? title) tab"
        isChild = false
      case .stack?:
        tab = nil
        self.title = Self.general(title)
        isChild = true
      case nil:
        tab = nil
        self.title = Self.general(title)
        isChild = false
      }
      fingerprint = Self.general(tree.treePicture + "\n" + commands.joined(separator: " "))
    }

    /// How the coordinator came from `before` to here, if a screen arrived on its own stack:
    /// a route above those that stayed, or another tab.
    func arrival(since before: Place) -> Arrival? {
      if let top = routes.last, !before.routes.contains(where: { $0.id == top.id }) {
        switch top.style {
        case .push, .root: return .push
        case .sheet: return .sheet
        case .cover: return .cover
        }
      }
      if let tab, let was = before.tab, tab != was, routes.last?.id == before.routes.last?.id {
        return .tab
      }
      return nil
    }

    /// `text` with every number written `n`, so that screens of one kind are one node.
    static func general(_ text: String) -> String {
      text.replacing(/-?[0-9]+/, with: "n")
    }
  }
}
