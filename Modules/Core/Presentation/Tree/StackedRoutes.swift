public import Navigation

/// The routes of a route stack, read through closures made where the screen type is known.
///
/// A class, so a node's existential holds it in place rather than boxing six closures apart.
@usableFromInline final class StackedRoutes: StackSource {
  let identityAt: @Sendable (Int) -> (id: RouteID, style: RouteStyle)
  let titledAt: @Sendable (Int) -> RouteNode
  let nestedAt: @Sendable (Int) -> NavigationNode?
  let positionOf: @Sendable (RouteID) -> Int?
  let revisionNow: @Sendable () -> RouteStackRevision
  let changedSince: @Sendable (RouteStackRevision) -> [RouteID]?

  @usableFromInline
  init(
    identity: @escaping @Sendable (Int) -> (id: RouteID, style: RouteStyle),
    titled: @escaping @Sendable (Int) -> RouteNode,
    nested: @escaping @Sendable (Int) -> NavigationNode?,
    position: @escaping @Sendable (RouteID) -> Int?,
    revision: @escaping @Sendable () -> RouteStackRevision,
    changed: @escaping @Sendable (RouteStackRevision) -> [RouteID]?
  ) {
    identityAt = identity
    titledAt = titled
    nestedAt = nested
    positionOf = position
    revisionNow = revision
    changedSince = changed
  }

  @usableFromInline func route(at position: Int) -> RouteNode {
    var route = titledAt(position)
    route.nested = nestedAt(position)
    return route
  }

  // Identity, style and title from one read of the route: a breadcrumb titles a dozen a line.
  @usableFromInline func titled(at position: Int) -> RouteNode { titledAt(position) }

  @usableFromInline func nested(at position: Int) -> NavigationNode? { nestedAt(position) }

  @usableFromInline func identity(at position: Int) -> (id: RouteID, style: RouteStyle) {
    identityAt(position)
  }

  @usableFromInline func position(of id: RouteID) -> Int? { positionOf(id) }

  @usableFromInline func revision() -> RouteStackRevision? { revisionNow() }

  @usableFromInline func routesChanged(since revision: RouteStackRevision) -> [RouteID]? {
    changedSince(revision)
  }
}
