public import Navigation

/// A route stack reached by a key path to a stored property of the state.
@usableFromInline
package struct ReachingKeyPath<Root, Screen>: RouteStackReach {
  @usableFromInline let path: WritableKeyPath<Root, RouteStack<Screen>>

  /// A reach through `path`.
  @inlinable
  package init(_ path: WritableKeyPath<Root, RouteStack<Screen>>) {
    self.path = path
  }

  /// Runs `body` on the stack at the key path.
  @inlinable
  package func withRoutes<Result>(
    of root: inout Root, _ body: (inout RouteStack<Screen>) -> Result
  ) -> Result {
    body(&root[keyPath: path])
  }
}
