public import Architecture

/// A coordinator's actions that carry its stack's actions in a case called `routes`: for a
/// coordinator with actions of its own; one without uses ``CoordinatorAction``.
///
/// The case itself satisfies ``routes(_:)``; the coordinator adds the property that reads it:
///
/// ```swift
/// public var routes: StackAction<Screen, ScreenAction>? {
///   if case .routes(let action) = self { action } else { nil }
/// }
/// ```
public protocol RoutesAction<Screen, ScreenAction>: SendableMetatype {
  /// What the stack's routes show.
  associatedtype Screen
  /// The actions of the stack's screens.
  associatedtype ScreenAction
  /// A screen's action, a request to close one, or a link's new stack.
  static func routes(_ action: StackAction<Screen, ScreenAction>) -> Self
  /// The stack action this action carries, if it is one.
  var routes: StackAction<Screen, ScreenAction>? { get }
}
