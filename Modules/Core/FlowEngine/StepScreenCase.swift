public import EnumPaths

/// One kind of screen a flow's steps show: where its state sits in a screen enum and where its
/// actions sit in the matching action enum.
///
/// A host declares one of these per kind of step screen, next to the two enums, and a step's
/// definition runs its screen through it (``FlowScreenStep``). Both directions of both enums
/// are written once, here, so a step names its kind of screen by this value alone.
///
/// ```swift
/// static let detail = StepScreenCase(
///   Screen.detail, ScreenAction.detail,
///   state: { if case .detail(let state) = $0 { state } else { nil } },
///   action: { if case .detail(let action) = $0 { action } else { nil } })
/// ```
public struct StepScreenCase<Screen, ScreenAction, State, Action>: Sendable {
  /// Reaches the screen's state in the screen enum.
  public let state: CasePath<Screen, State>
  /// Reaches the screen's actions in the screen-action enum.
  public let action: CasePath<ScreenAction, Action>

  /// A screen from the two enum cases that hold it and the two functions that match them.
  @inlinable
  public init(
    _ screen: @escaping @Sendable (State) -> Screen,
    _ screenAction: @escaping @Sendable (Action) -> ScreenAction,
    state: @escaping @Sendable (Screen) -> State?,
    action: @escaping @Sendable (ScreenAction) -> Action?
  ) {
    self.state = CasePath(screen, extract: state)
    self.action = CasePath(screenAction, extract: action)
  }
}
