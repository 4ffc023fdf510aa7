/// Combines reducers written one per line into one that runs them in order: how a coordinator
/// lists the reducers of its screens.
///
/// ```swift
/// @ReducerBuilder<State, Action>
/// var body: some Reducer<State, Action> {
///   Scope(state: \.list, action: listAction) { NumbersList() }
///   Reduce(decide)
/// }
/// ```
///
/// Each line is checked against the same state and action types, and the result is a nest of
/// ``CombinedReducer`` values known to the compiler, so the list costs nothing at run time
/// beyond the reducers themselves.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// One reducer, as written.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first reducer of the list.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, followed by the next one.
  @inlinable
  public static func buildPartialBlock<
    Accumulated: Reducer<State, Action>, Next: Reducer<State, Action>
  >(accumulated: Accumulated, next: Next) -> CombinedReducer<Accumulated, Next> {
    accumulated.combined(with: next)
  }
}
