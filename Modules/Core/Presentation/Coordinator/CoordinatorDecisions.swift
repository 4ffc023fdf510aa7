public import Architecture

/// A coordinator's decisions as a reducer (``Coordinator/decisions(_:_:)``), holding the
/// coordinator itself.
///
/// A reducer of its own rather than the method made a closure: the closure took the coordinator
/// (and its dependencies) into a context allocated, retained and released on every action.
@usableFromInline
struct CoordinatorDecisions<Owner: Coordinator>: Reducer {
  @usableFromInline let coordinator: Owner

  @inlinable
  init(_ coordinator: Owner) {
    self.coordinator = coordinator
  }

  @inlinable
  func reduce(into state: inout Owner.State, action: Owner.Action) -> Effect<Owner.Action> {
    coordinator.decisions(&state, action)
  }
}
