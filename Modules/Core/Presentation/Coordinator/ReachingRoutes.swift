public import Architecture
public import Navigation

/// The route stack of a coordinator's state, reached as the stored property it is: how the
/// coordinators' skeleton reaches its stack (see Docs/Performance.md).
@usableFromInline
struct ReachingRoutes<Owner: Coordinator>: RouteStackReach {
  @inlinable
  init() {}

  /// Runs `body` on `root.routes`, in place.
  @inlinable
  func withRoutes<Result>(
    of root: inout CoordinatorState<Owner>, _ body: (inout RouteStack<Owner.Screen>) -> Result
  ) -> Result {
    body(&root.routes)
  }
}
