public import Architecture

/// Actions that carry the stack's actions in a case called `routes`.
///
/// For a coordinator with actions of its own; one without uses ``CoordinatorAction``. The case
/// satisfies ``routes(_:)``; the enum adds the `routes` property, as ``CoordinatorAction`` does.
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
