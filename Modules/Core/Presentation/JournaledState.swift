public import Navigation

/// A state that a state file can keep as a snapshot followed by the changes of its stack, so
/// that a save writes what changed rather than the whole state.
///
/// The state is its stack: what a journal entry records (routes kept, changed in place,
/// arrived) rebuilds it, and ``restoringProblem`` checks the result as a decoded state is
/// checked, so that a journal makes no state a snapshot could not hold.
public protocol JournaledState: RoutesState, Codable where Screen: Codable {
  /// A state of these routes, unchecked.
  init(routes: RouteStack<Screen>)

  /// What the state's own rules refuse, beyond a stack's, or `nil` for a state the commands
  /// could reach: the check a decoded state passes.
  var restoringProblem: String? { get }
}

extension CoordinatorState: JournaledState {
  /// The coordinator's checks of a restored state.
  public var restoringProblem: String? { Owner.restoringProblem(with: self) }
}
