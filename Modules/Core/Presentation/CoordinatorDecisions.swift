public import Architecture

/// A coordinator's decisions as a reducer, holding the coordinator itself: the part of a
/// coordinator's assembled reducer (``Coordinator/assembled``) that is its own.
///
/// A reducer of its own rather than the method made a closure: the closure took the coordinator
/// (and its dependencies) into a context allocated, retained and released on every action.
public struct CoordinatorDecisions<Owner: Coordinator>: Reducer {
  @usableFromInline let coordinator: Owner

  @inlinable
  init(_ coordinator: Owner) {
    self.coordinator = coordinator
  }

  /// Runs the coordinator's decisions about `action`.
  @inlinable
  public func reduce(into state: inout Owner.State, action: Owner.Action) -> Effect<Owner.Action> {
    coordinator.decisions(&state, action)
  }
}
