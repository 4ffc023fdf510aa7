public import Architecture
public import Navigation

/// A closed door in front of some of a coordinator's screens: while ``isOpen`` does not hold,
/// a link or a decision that shows a screen it ``guards`` shows the gate's screen instead, and
/// the rest of the way waits as the state's ``CoordinatorState/pending`` link, opened in one
/// update when the gate is passed.
///
/// A gate is state, not a link: what opens it (a session, a finished flow) is in the state the
/// app can check, so no link, and no saved state, skips it.
public struct Gate<Owner: Coordinator>: Sendable {
  /// Whether a screen waits behind the gate.
  public let guards: @Sendable (Owner.Screen) -> Bool
  /// Whether the gate is open in a state.
  public let isOpen: @Sendable (Owner.State) -> Bool
  /// The route shown in place of the first guarded one.
  public let gate: @Sendable (Owner.State) -> Route<Owner.Screen>

  /// A gate in front of the screens `guards` holds, open when `isOpen` holds, shown as the
  /// route `gate` makes.
  public init(
    guarding guards: @escaping @Sendable (Owner.Screen) -> Bool,
    isOpen: @escaping @Sendable (Owner.State) -> Bool,
    showing gate: @escaping @Sendable (Owner.State) -> Route<Owner.Screen>
  ) {
    self.guards = guards
    self.isOpen = isOpen
    self.gate = gate
  }
}
