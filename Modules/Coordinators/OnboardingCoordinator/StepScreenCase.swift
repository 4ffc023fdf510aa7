public import Architecture
public import EnumPaths

/// One kind of screen the onboarding flow shows: where its state sits in a screen enum and
/// where its actions sit in the matching action enum.
///
/// The flow declares one of these per kind of step screen, next to the two enums, and a step's
/// definition runs its screen through it (``OnboardingStep``). Both directions of both enums
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

extension ScopeCase {
  /// Runs `child` on the screen `screen` declares, for that screen's actions.
  @inlinable
  public init(
    _ screen: StepScreenCase<ParentState, ParentAction, Child.State, Child.Action>,
    child: () -> Child
  ) {
    self.init(state: screen.state, action: screen.action, child: child)
  }
}
