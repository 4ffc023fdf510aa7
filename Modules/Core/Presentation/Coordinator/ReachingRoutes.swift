public import Architecture
public import Navigation

/// The route stack of a coordinator's state, reached in place (see Docs/Performance.md).
@usableFromInline
struct ReachingRoutes<Owner: Coordinator>: RouteStackReach {
  @inlinable
  init() {}

  @inlinable
  func withRoutes<Result>(
    of root: inout CoordinatorState<Owner>, _ body: (inout RouteStack<Owner.Screen>) -> Result
  ) -> Result {
    body(&root.routes)
  }
}
