public import Architecture

/// One screen of a coordinator that offers links (``LinkedCoordinator``): its declaration, as
/// a ``ScreenCase`` says it, and how it is written in a link, which it cannot leave out.
///
/// A linked coordinator declares its screens with this type, so that a screen without a link
/// does not compile: `where` could not print it, and `open` could not read it.
///
/// ```swift
/// static let divisors = LinkedScreenCase(
///   NumberDivisors.self, Screen.divisors, ScreenAction.divisors,
///   state: { if case .divisors(let state) = $0 { state } else { nil } },
///   action: { if case .divisors(let action) = $0 { action } else { nil } },
///   link: .word("divisors", follows: "a number, as in '/12/divisors'") { … })
/// ```
public struct LinkedScreenCase<Screen, ScreenAction>: Sendable {
  /// The screen's declaration, its link included.
  public let screenCase: ScreenCase<Screen, ScreenAction>

  /// The screen `Feature` shows, held by the cases `screen` and `action` build and `state` and
  /// `action` match, and written in a link as `link` says; `title` replaces the feature's own
  /// title here, when given.
  @inlinable
  public init<Feature: ScreenFeature>(
    _ feature: Feature.Type,
    _ screen: @escaping @Sendable (Feature.State) -> Screen,
    _ screenAction: @escaping @Sendable (Feature.Action) -> ScreenAction,
    state: @escaping @Sendable (Screen) -> Feature.State?,
    action: @escaping @Sendable (ScreenAction) -> Feature.Action?,
    title: (@Sendable (Feature.State) -> String)? = nil,
    link: ScreenLink<Screen, Feature.State>
  ) {
    screenCase = ScreenCase(
      feature, screen, screenAction, state: state, action: action, title: title, link: link)
  }

  /// Whether `screen` is this case: how a link says which screens a segment may follow.
  @inlinable public func holds(_ screen: Screen) -> Bool { screenCase.holds(screen) }
}
