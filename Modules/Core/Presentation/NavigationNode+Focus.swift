extension NavigationNode {
  /// One step on the way from the app's root to the screen on top.
  public enum FocusStep: Equatable, Sendable {
    /// The selected tab of a container.
    case tab(String)
    /// A route on the way up, bottom first.
    case route(RouteNode)
  }

  /// The steps to the screen on top: selected tabs, and every route of each stack from the
  /// root up, descending into the top route's nested navigation.
  public var focusPath: [FocusStep] {
    var steps: [FocusStep] = []
    var node = self
    while true {
      switch node.content {
      case .tabs(let tabs, let selected):
        guard tabs.indices.contains(selected) else { return steps }
        steps.append(.tab(tabs[selected].name))
        node = tabs[selected].node
      case .stack(let routes):
        steps += routes.map(FocusStep.route)
        guard let nested = routes.last?.nested else { return steps }
        node = nested
      }
    }
  }

  /// The uppermost sheet or cover on the way to the screen on top, if any: what a user must
  /// close before anything under it (another tab, say) can be reached.
  public var presentationOnTop: RouteNode? {
    focusPath.reversed().lazy.compactMap { step -> RouteNode? in
      guard case .route(let route) = step, route.style.isPresentation else { return nil }
      return route
    }.first
  }

  /// How the user got to the screen on top, as in `Numbers > Number 3 | sheet: Number 6`:
  /// `>` for a push, `|` before a presentation, `:` into a nested coordinator's root, and
  /// `/ Name tab:` for a selected tab.
  public var breadcrumb: String {
    var text = ""
    var followsTab = false
    for step in focusPath {
      switch step {
      case .tab(let name):
        text += text.isEmpty ? "\(name) tab:" : " / \(name) tab:"
        followsTab = true
      case .route(let route):
        // Whether the text ends with a tab, not a title that happens to end with ':'.
        defer { followsTab = false }
        guard !text.isEmpty else {
          text = route.title
          continue
        }
        switch route.style {
        case .push: text += " > \(route.title)"
        case .sheet: text += " | sheet: \(route.title)"
        case .cover: text += " | cover: \(route.title)"
        // A tab's root follows the tab's colon; a nested coordinator's root gets its own.
        case .root: text += followsTab ? " \(route.title)" : " : \(route.title)"
        }
      }
    }
    return text
  }
}
