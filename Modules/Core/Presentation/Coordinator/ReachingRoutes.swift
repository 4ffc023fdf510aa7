public import Architecture
public import Navigation

/// The route stack of a state that keeps it in `routes`, reached as the stored property it is:
/// how the coordinators' skeletons reach their stacks.
public struct ReachingRoutes<State: RoutesState>: RouteStackReach {
  /// The reach of `State`'s stack.
  @inlinable
  public init() {}

  /// Runs `body` on `root.routes`, in place.
  @inlinable
  public func withRoutes<Result>(
    of root: inout State, _ body: (inout RouteStack<State.Screen>) -> Result
  ) -> Result {
    body(&root.routes)
  }
}
