public import EnumPaths

/// Runs a child reducer on one case of an enum state: how a coordinator's screen enum runs
/// each screen's reducer.
///
/// The payload is mutated in place, so large screen state is not copied. An action for a case
/// the state is not in is reported and ignored.
public struct ScopeCase<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let state: CasePath<ParentState, Child.State>
  @usableFromInline let action: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs `child` on the `state` case for the actions `action` extracts.
  @inlinable
  public init(
    state: CasePath<ParentState, Child.State>,
    action: CasePath<ParentAction, Child.Action>,
    child: () -> Child
  ) {
    self.state = state
    self.action = action
    self.child = child()
  }

  /// Runs the child for its own actions when the state is its case.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.action.extract(action) else { return .none }
    let effect = Self.reduce(child, payloadOf: &state, at: self.state, action: childAction)
    guard let effect else {
      return .report(
        "\(Child.Action.self) \(childAction) arrived while the screen shows another case; "
          + "send a screen's actions only to the route that shows it")
    }
    // Most actions start no work, and then nothing is mapped.
    return effect.isNone ? .none : effect.scoped(under: nil, embed: self.action.embed)
  }

  /// Runs `child` on the payload of `root` in place; `nil` when `root` is another case. The
  /// child is a parameter because a closure capturing it would copy it whole.
  @inlinable
  static func reduce(
    _ child: Child,
    payloadOf root: inout ParentState,
    at path: CasePath<ParentState, Child.State>,
    action: Child.Action
  ) -> Effect<Child.Action>? {
    let whole = consume root
    guard var payload = path.extract(whole) else {
      root = whole
      return nil
    }
    // Released before the child runs, so the payload's storage is held once and changes in place.
    _ = consume whole
    let effect = child.reduce(into: &payload, action: action)
    root = path.embed(consume payload)
    return effect
  }
}
