public import Navigation

/// How `ForEachRoute` reaches a coordinator's route stack in place inside its state.
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
