/// The logic of a feature: how an action changes the state, and what work it starts.
///
/// A value with no hidden state. It mutates `state` in place, so large state is never copied,
/// and returns an ``Effect`` for the work to run. The ``Store`` is the only caller.
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
