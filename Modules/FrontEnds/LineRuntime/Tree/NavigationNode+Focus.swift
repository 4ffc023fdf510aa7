public import Presentation

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

  /// The most steps a breadcrumb shows; a longer way keeps its first 4 and last 8 steps and
  /// says how many it leaves out between them, so a line's width does not grow with the depth.
  public static var breadcrumbSteps: Int { 12 }

  /// How the user got to the screen on top, as in `Numbers > Number 3 | sheet: Number 6`:
  /// `>` for a push, `|` before a presentation, `:` into a nested coordinator's root, and
  /// `/ Name tab:` for a selected tab. Past ``breadcrumbSteps`` steps the middle is left out,
  /// as in `Numbers > Number 1 > Number 2 > Number 3 ... 9988 more > Number 9992 > ...`;
  /// ``treePicture`` shows them all.
  public var breadcrumb: String { FocusLevels(focusLevels).breadcrumb }
}

extension NavigationNode: FocusNode {
  package var focusStep: (level: FocusLevel<StackNode>, above: NavigationNode?)? {
    switch content {
    case .tabs(let tabs, let selected):
      guard tabs.indices.contains(selected) else { return nil }
      return (.tab(tabs[selected].name), tabs[selected].node)
    case .stack(let routes):
      // The top route's nested navigation alone: its title is not needed here.
      return (.stack(routes), routes.isEmpty ? nil : routes.nested(at: routes.count - 1))
    }
  }
}
