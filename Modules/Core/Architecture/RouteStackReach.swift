public import Navigation

/// How a coordinator reducer reaches its route stack inside its state, in place: what
/// `ForEachRoute` is given to run the screens of the stack and settle it.
///
/// A type rather than a key path or a closure, for the reason Docs/Performance.md gives; not
/// public, so that a reader meets `forEachRoute(_:action:screen:)` with a key path alone.
@usableFromInline
package protocol RouteStackReach<Root, Screen> {
  /// The state that holds the stack.
  associatedtype Root
  /// What the stack's routes show.
  associatedtype Screen

  /// Runs `body` on the stack inside `root`, in place, once; a copy read out and written back
  /// would make the next change copy the whole storage.
  func withRoutes<Result>(
    of root: inout Root, _ body: (inout RouteStack<Screen>) -> Result
  ) -> Result
}
