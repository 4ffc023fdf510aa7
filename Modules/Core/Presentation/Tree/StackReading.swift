public import Navigation

/// A route stack and how its screens are titled and nested, held once for the closures of a
/// stack node (``StackedRoutes``) to share.
@usableFromInline
final class StackReading<Screen: Sendable>: Sendable {
  @usableFromInline let stack: RouteStack<Screen>
  @usableFromInline let title: @Sendable (Screen) -> String
  @usableFromInline let nestedIn: @Sendable (Screen) -> NavigationNode?

  @inlinable
  init(
    _ stack: RouteStack<Screen>, title: @escaping @Sendable (Screen) -> String,
    nested: @escaping @Sendable (Screen) -> NavigationNode?
  ) {
    self.stack = stack
    self.title = title
    nestedIn = nested
  }

  /// The identity and style of the route at `position`.
  @inlinable
  func identity(at position: Int) -> (id: RouteID, style: RouteStyle) {
    let route = stack.routes[position]
    return (route.id, route.style)
  }

  /// The route at `position`, titled, without the navigation nested in it.
  @inlinable
  func titled(at position: Int) -> RouteNode {
    let route = stack.routes[position]
    return RouteNode(id: route.id, style: route.style, title: title(route.screen))
  }

  /// The navigation nested in the route at `position`.
  @inlinable
  func nested(at position: Int) -> NavigationNode? { nestedIn(stack.routes[position].screen) }
}
