import Navigation
import Presentation

extension ShownNavigation {
  /// The breadcrumb of what was last shown: the tree's ``NavigationNode/breadcrumb``, read from
  /// the titles this record keeps rather than titling each route again.
  ///
  /// After ``update(to:)`` it is the breadcrumb of the tree shown: a front end that has just
  /// shown a change reads it for the screen that follows.
  @usableFromInline var breadcrumb: String {
    // One stack with nothing nested on top, as an app is most of the time, however deep:
    // its titles are appended in place, without the list of levels and their counts that
    // finding a step among several levels needs.
    if case .stack(let stack) = root.content, stack.routes.last?.nested == nil {
      return Self.breadcrumb(of: stack.routes)
    }
    return FocusLevels(focusLevels).breadcrumb
  }

  /// The breadcrumb of one stack, as ``FocusLevels/breadcrumb`` writes it: its first 4 and
  /// last 8 routes when it holds more than ``NavigationNode/breadcrumbSteps``.
  private static func breadcrumb(of routes: [ShownRoute]) -> String {
    var text = ""
    // No tab comes before a step here.
    func append(_ route: ShownRoute) {
      FocusLevels<ShownStack>.appendStep(route.style, route.title, followsTab: false, to: &text)
    }
    let steps = NavigationNode.breadcrumbSteps
    guard routes.count > steps else {
      routes.forEach(append)
      return text
    }
    routes[..<4].forEach(append)
    text += " ... \(routes.count - steps) more"
    routes[(routes.count - steps + 4)...].forEach(append)
    return text
  }

  /// The stacks and tabs on the way to the screen on top, as shown.
  var focusLevels: [FocusLevel<ShownStack>] { root.focusLevels }
}

extension ShownNode: FocusNode {
  var focusStep: (level: FocusLevel<ShownStack>, above: ShownNode?)? {
    switch content {
    case .tabs(let tabs, let selected):
      guard tabs.indices.contains(selected) else { return nil }
      return (.tab(tabs[selected].name), tabs[selected].node)
    case .stack(let stack):
      return (.stack(stack), stack.routes.last?.nested)
    }
  }
}

extension ShownStack: BreadcrumbStack {
  var count: Int { routes.count }

  func styleAndTitle(at position: Int) -> (style: RouteStyle, title: String) {
    (routes[position].style, routes[position].title)
  }
}
