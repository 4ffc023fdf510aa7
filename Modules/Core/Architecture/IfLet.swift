public import EnumPaths

/// Runs a parent reducer together with an optional child: a child that is presented while its
/// state is non-`nil`.
///
/// The child runs first on its actions. When the child's state goes from present to `nil`
/// (whoever removed it), every effect the child started is cancelled; an action for an absent
/// child is reported and ignored. A child's request to be closed sets its state to `nil`.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let state: WritableKeyPath<Parent.State, Child.State?>
  let action: CasePath<Parent.Action, PresentationAction<Child.Action>>
  let child: Child
  let key: LifetimeComponent

  init(
    parent: Parent,
    state: WritableKeyPath<Parent.State, Child.State?>,
    action: CasePath<Parent.Action, PresentationAction<Child.Action>>,
    child: Child
  ) {
    self.parent = parent
    self.state = state
    self.action = action
    self.child = child
    self.key = .child(ChildKey(state))
  }

  /// Runs the child on its actions, then the parent, then cancels a departed child's effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let wasPresented = state[keyPath: self.state] != nil
    var effect = Effect<Parent.Action>.none
    switch self.action.extract(action) {
    case .presented(let childAction)?:
      let embed = self.action.embed
      let childEffect = state[keyPath: self.state].modifyIfPresent {
        child.reduce(into: &$0, action: childAction)
      }
      effect =
        childEffect?.scoped(
          under: key, embed: { embed(.presented($0)) }, closeAction: embed(.close))
        ?? .report("\(childAction) arrived while nothing is presented; it was ignored")
    case .close?:
      state[keyPath: self.state] = nil
    case nil:
      break
    }
    effect = effect.merging(parent.reduce(into: &state, action: action))
    if wasPresented, state[keyPath: self.state] == nil {
      effect = effect.merging(
        Effect(operations: [.cancel(Cancellation(path: [key], target: .everything))]))
    }
    return effect
  }
}

/// The actions of an optionally presented child: its own, and its closing.
public enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
  /// The child is closed, at its own request or the user's.
  case close
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension Reducer {
  /// This reducer with an optional child presented at `state`, whose actions arrive through
  /// `action`.
  public func ifLet<Child: Reducer>(
    _ state: WritableKeyPath<State, Child.State?>,
    action: CasePath<Action, PresentationAction<Child.Action>>,
    child: () -> Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(parent: self, state: state, action: action, child: child())
  }
}
