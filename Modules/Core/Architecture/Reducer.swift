/// The logic of a feature: how an action changes the state, and what work it starts.
///
/// A reducer is a value with no hidden state. It mutates `state` in place (so that large state is
/// never copied) and returns an ``Effect`` describing the asynchronous work to run and the
/// actions that work feeds back. The ``Store`` is the only caller.
public protocol Reducer<State, Action> {
  /// The feature's state: a value.
  associatedtype State
  /// Everything that can happen to the feature, named after events.
  associatedtype Action

  /// Applies `action` to `state` and returns the work it starts.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer written as a closure: the usual way to write a feature's own logic.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let body: (inout State, Action) -> Effect<Action>

  /// A reducer running `body`.
  @inlinable
  public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
    self.body = body
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}

/// Two reducers run one after the other on the same state, their effects merged.
public struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs `first`, then `second`, and merges their effects.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let effect = first.reduce(into: &state, action: action)
    return effect.merging(second.reduce(into: &state, action: action))
  }
}

extension Reducer {
  /// This reducer followed by `other` on the same state and actions: a child's reducer
  /// combined with its parent's, for example, so that the child runs first.
  @inlinable
  public func combined<Other: Reducer>(with other: Other) -> CombinedReducer<Self, Other>
  where Other.State == State, Other.Action == Action {
    CombinedReducer(self, other)
  }
}
