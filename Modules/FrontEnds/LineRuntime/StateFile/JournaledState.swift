import Navigation
import Presentation

/// A state that a state file can keep as a snapshot followed by the changes of its stack, so
/// that a save writes what changed rather than the whole state.
///
/// The state is its stack: what a journal entry records (routes kept, changed in place,
/// arrived) rebuilds it, and `restoringProblem` checks the result as a decoded state is
/// checked, so that a journal makes no state a snapshot could not hold.
protocol JournaledState: Codable {
  /// What the stack's routes show.
  associatedtype Screen: Codable
  /// The screens, root first.
  var routes: RouteStack<Screen> { get }
  /// A state of these routes, unchecked.
  init(routes: RouteStack<Screen>)

  /// What the state's own rules refuse, beyond a stack's, or `nil` for a state the commands
  /// could reach: the check a decoded state passes.
  var restoringProblem: String? { get }

  /// What waits behind a gate: a journal line cannot say it, so a change to it is a snapshot.
  var pending: PendingLink? { get }

  /// `restoringProblem` of a state checked before: the links are read again only above the
  /// routes that stayed since `checked` was made, so that a save's check costs what changed.
  func restoringProblem(reusing checked: inout CheckedLinks<Screen>?) -> String?
}

extension CoordinatorState: JournaledState {
  /// The coordinator's checks of a restored state.
  var restoringProblem: String? { Owner.restoringProblem(with: self) }

  /// The coordinator's checks of a state checked before, reading again what changed.
  func restoringProblem(reusing checked: inout CheckedLinks<Owner.Screen>?) -> String? {
    Owner.restoringProblem(with: self, reusing: &checked)
  }
}
