import Presentation

/// A state a state file can keep as its link (`LinkedRoutes`) rather than as its routes whole:
/// a snapshot then holds a few bytes a route, and a load reads it by opening the link, which is
/// the check it runs anyway.
///
/// ``CoordinatorState`` is one when its screens are `Equatable`: a screen is saved whole only
/// when its segment does not give it back, as equality tells.
protocol LinkableState: JournaledState where Screen: Equatable {
  /// The stack as its link, or `nil` when only the routes whole can say it.
  var linkedRoutes: LinkedRoutes<Screen>? { get }

  /// The state `linked` saves, checked as a decoded state is; `checked` becomes what the check
  /// rebuilt, for the next check of the same stack (`CheckedLinks`).
  /// - Throws: ``Refusal`` saying what does not fit, or what the checks refuse.
  init(
    linkedRoutes linked: LinkedRoutes<Screen>, checked: inout CheckedLinks<Screen>?)
    throws(Refusal)
}

extension CoordinatorState: LinkableState where Owner.Screen: Equatable {
  /// The stack as its coordinator's links write it.
  var linkedRoutes: LinkedRoutes<Owner.Screen>? {
    // A link saves the stack alone; a state with a link pending is saved whole.
    pending == nil ? Owner.linkedRoutes(of: self) : nil
  }

  /// The state `linked` saves, checked by its coordinator.
  init(
    linkedRoutes linked: LinkedRoutes<Owner.Screen>, checked: inout CheckedLinks<Owner.Screen>?
  ) throws(Refusal) {
    self = try Owner.state(linked: linked, checked: &checked)
  }
}
