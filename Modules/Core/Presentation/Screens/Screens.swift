public import Architecture

/// The reducer of a coordinator's screens: an action runs the feature its ``ScreenCase``
/// declares, found by an exhaustive switch, so no list of reducers can miss a screen.
public struct Screens<Screen, ScreenAction>: Reducer {
  @usableFromInline let dependencies: Dependencies
  @usableFromInline let feature: (Screen) -> ScreenCase<Screen, ScreenAction>

  /// The screens `feature` declares, their features reading `dependencies`.
  @inlinable
  public init(
    _ dependencies: Dependencies, feature: @escaping (Screen) -> ScreenCase<Screen, ScreenAction>
  ) {
    self.dependencies = dependencies
    self.feature = feature
  }

  /// Runs the feature of the screen's case, when the action is that feature's.
  @inlinable
  public func reduce(into state: inout Screen, action: ScreenAction) -> Effect<ScreenAction> {
    if let effect = feature(state).reduce(dependencies, &state, action) { return effect }
    return .report(
      "\(action) arrived for a screen of another case; send a screen's actions only to the "
        + "route that shows it")
  }
}
