package import Navigation
package import Presentation

/// A route node written briefly, for tests of trees, breadcrumbs and transitions:
/// `route(1, .push, "Number 3")`.
package func route(
  _ id: Int, _ style: RouteStyle, _ title: String, nested: NavigationNode? = nil
) -> RouteNode {
  RouteNode(id: RouteID(id), style: style, title: title, nested: nested)
}

/// A stack node of these routes, root first, written briefly.
package func stack(_ name: String, _ routes: RouteNode...) -> NavigationNode {
  NavigationNode(name: name, content: .stack(StackNode(routes)))
}

/// A root that embeds navigation, the usual first route.
package let root = RouteStyle.root(embedsNavigation: true)
