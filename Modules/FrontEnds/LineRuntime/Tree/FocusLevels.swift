package import Navigation
package import Presentation

/// A selected tab or a stack on the way to the screen on top.
package enum FocusLevel<Stack> {
  case tab(String)
  case stack(Stack)
}

/// A node of a navigation tree, as the way to the screen on top reads it: the tree itself
/// (``NavigationNode``) or what was shown of it (`ShownNode`).
package protocol FocusNode {
  associatedtype Stack: BreadcrumbStack
  /// The level this node adds to the way up, and the node above it on that way (the selected
  /// tab's, or the coordinator nested in the top route), if any; `nil` for a container whose
  /// selection names no tab.
  var focusStep: (level: FocusLevel<Stack>, above: Self?)? { get }
}

extension FocusNode {
  /// The stacks and tabs on the way to the screen on top, their routes not yet read.
  package var focusLevels: [FocusLevel<Stack>] {
    var levels: [FocusLevel<Stack>] = []
    var node = self
    while let (level, above) = node.focusStep {
      levels.append(level)
      guard let above else { break }
      node = above
    }
    return levels
  }
}

/// The routes of a stack as a breadcrumb reads them: by position, each its style and title.
package protocol BreadcrumbStack {
  /// The number of routes.
  var count: Int { get }
  /// The style and title of the route at `position`, read alone.
  func styleAndTitle(at position: Int) -> (style: RouteStyle, title: String)
}

extension StackNode: BreadcrumbStack {
  package func styleAndTitle(at position: Int) -> (style: RouteStyle, title: String) {
    let route = titled(at: position)
    return (route.style, route.title)
  }
}

/// The steps of the way to the screen on top, read by position without reading the routes in
/// between: the breadcrumb's, from a navigation tree or from what was shown of it.
///
/// A step is found from the counts alone, and only its own level is read, so a breadcrumb
/// costs the same at any depth.
package struct FocusLevels<Stack: BreadcrumbStack> {
  let levels: [FocusLevel<Stack>]
  let counts: [Int]
  let count: Int

  package init(_ levels: [FocusLevel<Stack>]) {
    self.levels = levels
    counts = levels.map { level in
      if case .stack(let routes) = level { routes.count } else { 1 }
    }
    count = counts.reduce(0, +)
  }

  /// The breadcrumb of the steps (``NavigationNode/breadcrumb``): its first 4 and last 8 when
  /// there are more than ``NavigationNode/breadcrumbSteps``.
  package var breadcrumb: String {
    var text = ""
    var previous = -1
    // Two ranges: no list of positions is made.
    if count <= NavigationNode.breadcrumbSteps {
      for index in 0..<count { append(index, after: &previous, to: &text) }
    } else {
      for index in 0..<4 { append(index, after: &previous, to: &text) }
      for index in (count - NavigationNode.breadcrumbSteps + 4)..<count {
        append(index, after: &previous, to: &text)
      }
    }
    return text
  }

  /// The level holding the step at `index`, and the step's position within it; `nil` past
  /// the end.
  private func place(of index: Int) -> (level: Int, offset: Int)? {
    var remaining = index
    for level in counts.indices {
      if remaining < counts[level] { return (level, remaining) }
      remaining -= counts[level]
    }
    return nil
  }

  /// Appends the step at `index` to a breadcrumb whose last step was at `previous`, with what
  /// was left out between them.
  private func append(_ index: Int, after previous: inout Int, to text: inout String) {
    if index > previous + 1 { text += " ... \(index - previous - 1) more" }
    // Whether the step before ends with a tab, not a title that happens to end with ':';
    // asked of the levels, so that the route before is not titled a second time.
    let followsTab = index > 0 && isTab(at: index - 1)
    previous = index
    guard let (level, offset) = place(of: index) else {
      // Past the end, as a tab without a name.
      text += text.isEmpty ? " tab:" : " /  tab:"
      return
    }
    switch levels[level] {
    case .tab(let name):
      text += text.isEmpty ? "\(name) tab:" : " / \(name) tab:"
    case .stack(let routes):
      let (style, title) = routes.styleAndTitle(at: offset)
      Self.appendStep(style, title, followsTab: followsTab, to: &text)
    }
  }

  /// Appends a step of `style` titled `title` to a breadcrumb: the separator its style takes
  /// when a step comes before it, then the title, each appended in place rather than
  /// interpolated into a string of their own first.
  package static func appendStep(
    _ style: RouteStyle, _ title: String, followsTab: Bool, to text: inout String
  ) {
    if !text.isEmpty {
      switch style {
      case .push: text += " > "
      case .sheet: text += " | sheet: "
      case .cover: text += " | cover: "
      // A tab's root follows the tab's colon; a nested coordinator's root gets its own.
      case .root: text += followsTab ? " " : " : "
      }
    }
    text += title
  }

  /// Whether the step at `index` is a selected tab, told without reading a route.
  private func isTab(at index: Int) -> Bool {
    guard let (level, _) = place(of: index) else { return true }
    if case .tab = levels[level] { return true } else { return false }
  }
}
