public import EnumPaths

/// Runs a child reducer on one case of an enum state, for the parent's actions that carry a
/// child action: how a coordinator's screen enum runs each screen's reducer.
///
/// The payload is mutated in place (see `CasePath.modify(_:_:)`), so a screen holding large
/// state is not copied. An action for a case the state is not in is reported and ignored.
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
    let effect = self.state.modify(&state) { child.reduce(into: &$0, action: childAction) }
    guard let effect else {
      return .report(
        "\(Child.Action.self) \(childAction) arrived while the screen shows another case; "
          + "send a screen's actions only to the route that shows it")
    }
    return effect.scoped(under: nil, embed: self.action.embed)
  }
}
