public import Navigation

/// A route stack reached by a closure that hands its body the stack in place: for a stack a
/// type cannot name, such as one behind a protocol's property.
public struct ReachingClosure<Root, Screen>: RouteStackReach {
  @usableFromInline let reach: (inout Root, (inout RouteStack<Screen>) -> Void) -> Void

  /// A reach that calls `reach`, which must call its body once with the stack in place.
  @inlinable
  public init(_ reach: @escaping (inout Root, (inout RouteStack<Screen>) -> Void) -> Void) {
    self.reach = reach
  }

  /// Runs `body` on the stack the closure hands it.
  @inlinable
  public func withRoutes<Result>(
    of root: inout Root, _ body: (inout RouteStack<Screen>) -> Result
  ) -> Result {
    var result: Result?
    reach(&root) { result = body(&$0) }
    guard let result else {
      preconditionFailure(
        "forEachRoute's 'reaching' closure returned without calling its body; call it once, "
          + "with the stack in place, as in '{ state, body in body(&state.routes) }'")
    }
    return result
  }
}
