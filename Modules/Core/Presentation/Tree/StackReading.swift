public import Navigation

/// A route stack with its title and nesting closures, held once for ``StackedRoutes`` to share.
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

  @inlinable
  func nested(at position: Int) -> NavigationNode? { nestedIn(stack.routes[position].screen) }
}
