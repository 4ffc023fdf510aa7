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
    focusLevels.flatMap { level -> [FocusStep] in
      switch level {
      case .tab(let name): [.tab(name)]
      case .stack(let routes): routes.map(FocusStep.route)
      }
    }
  }

  /// The uppermost sheet or cover on the way to the screen on top, if any: what a user must
  /// close before anything under it (another tab, say) can be reached.
  public var presentationOnTop: RouteNode? {
    for level in focusLevels.reversed() {
      // In each stack the top layer starts with its uppermost presentation, or the root.
      guard case .stack(let routes) = level, routes.currentLayerStart > 0 else { continue }
      return routes[routes.currentLayerStart]
    }
    return nil
  }

  /// The most steps a breadcrumb shows; a longer way keeps its first 4 and last 8 steps and
  /// says how many it leaves out between them, so a line's width does not grow with the depth.
  public static let breadcrumbSteps = 12

  /// How the user got to the screen on top, as in `Numbers > Number 3 | sheet: Number 6`:
  /// `>` for a push, `|` before a presentation, `:` into a nested coordinator's root, and
  /// `/ Name tab:` for a selected tab. Past ``breadcrumbSteps`` steps the middle is left out,
  /// as in `Numbers > Number 1 > Number 2 > Number 3 ... 9988 more > Number 9992 > ...`;
  /// ``treePicture`` shows them all.
  public var breadcrumb: String {
    let path = FocusLevels(focusLevels)
    var text = ""
    var previous = -1
    // The first 4 steps and the last 8, as two ranges: no list of positions is made.
    if path.count <= Self.breadcrumbSteps {
      for index in 0..<path.count { path.append(index, after: &previous, to: &text) }
    } else {
      for index in 0..<4 { path.append(index, after: &previous, to: &text) }
      for index in (path.count - Self.breadcrumbSteps + 4)..<path.count {
        path.append(index, after: &previous, to: &text)
      }
    }
    return text
  }

  /// The stacks and tabs on the way to the screen on top, their routes not yet read.
  var focusLevels: [FocusLevel] {
    var levels: [FocusLevel] = []
    var node = self
    while true {
      switch node.content {
      case .tabs(let tabs, let selected):
        guard tabs.indices.contains(selected) else { return levels }
        levels.append(.tab(tabs[selected].name))
        node = tabs[selected].node
      case .stack(let routes):
        levels.append(.stack(routes))
        // The top route's nested navigation alone: its title is not needed here.
        guard !routes.isEmpty, let nested = routes.nested(at: routes.count - 1) else {
          return levels
        }
        node = nested
      }
    }
  }
}

/// A selected tab or a stack on the way to the screen on top.
enum FocusLevel {
  case tab(String)
  case stack(StackNode)
}

/// The steps of the way to the screen on top, read by position without reading the routes in
/// between.
///
/// A step is found from the counts alone, and only its own level is read: the breadcrumb asks
/// for a dozen steps on every line, and copying each level on the way to them was a good part
/// of what a deep stack's line costs more.
private struct FocusLevels {
  let levels: [FocusLevel]
  let counts: [Int]
  let count: Int

  init(_ levels: [FocusLevel]) {
    self.levels = levels
    counts = levels.map { level in
      if case .stack(let routes) = level { routes.count } else { 1 }
    }
    count = counts.reduce(0, +)
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

  subscript(index: Int) -> NavigationNode.FocusStep {
    guard let (level, offset) = place(of: index) else { return .tab("") }
    switch levels[level] {
    case .tab(let name): return .tab(name)
    case .stack(let routes): return .route(routes.titled(at: offset))
    }
  }

  /// Appends the step at `index` to a breadcrumb whose last step was at `previous`, with what
  /// was left out between them.
  func append(_ index: Int, after previous: inout Int, to text: inout String) {
    if index > previous + 1 { text += " ... \(index - previous - 1) more" }
    // Whether the step before ends with a tab, not a title that happens to end with ':';
    // asked of the levels, so that the route before is not titled a second time.
    let followsTab = index > 0 && isTab(at: index - 1)
    previous = index
    switch self[index] {
    case .tab(let name):
      text += text.isEmpty ? "\(name) tab:" : " / \(name) tab:"
    case .route(let route):
      // The separator, then the title, each appended in place rather than interpolated
      // into a string of their own first.
      if !text.isEmpty {
        switch route.style {
        case .push: text += " > "
        case .sheet: text += " | sheet: "
        case .cover: text += " | cover: "
        // A tab's root follows the tab's colon; a nested coordinator's root gets its own.
        case .root: text += followsTab ? " " : " : "
        }
      }
      text += route.title
    }
  }

  /// Whether the step at `index` is a selected tab, told without reading a route.
  func isTab(at index: Int) -> Bool {
    guard let (level, _) = place(of: index) else { return true }
    if case .tab = levels[level] { return true } else { return false }
  }
}
