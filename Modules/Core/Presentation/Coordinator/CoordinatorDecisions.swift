public import Architecture

/// A coordinator's decisions as a reducer; why not a closure: Docs/Performance.md.
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
