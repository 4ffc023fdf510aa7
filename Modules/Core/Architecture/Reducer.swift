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
  /// The reducer a store runs in this one's place; by default this one.
  associatedtype Assembled: Reducer<State, Action> = Self

  /// The reducer a store runs in this one's place, asked once, when the store is made: one
  /// that composes other reducers on every call (a coordinator's skeleton) gives them
  /// composed, so that a store does not build them again for each action. It must reduce
  /// exactly as ``reduce(into:action:)`` does.
  var assembled: Assembled { get }

  /// Applies `action` to `state` and returns the work it starts.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

extension Reducer where Assembled == Self {
  /// The reducer itself: it composes nothing on each call.
  @inlinable
  public var assembled: Self { self }
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
