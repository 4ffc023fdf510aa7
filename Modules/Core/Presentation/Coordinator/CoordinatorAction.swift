public import Architecture

/// The actions of a coordinator with none of its own: its stack's, and its delegate events.
///
/// Most coordinators' whole `Action`, so none restates the cases and the property reading them.
/// A coordinator with actions of its own declares an enum conforming to ``RoutesAction``.
public enum CoordinatorAction<Screen, ScreenAction, Delegate>: RoutesAction {
  /// An action of a screen, a request to close one, or a link's new stack.
  case routes(StackAction<Screen, ScreenAction>)
  /// An event for whoever shows the coordinator.
  case delegate(Delegate)

  /// The stack action this action carries, if it is one.
  @inlinable
  public var routes: StackAction<Screen, ScreenAction>? {
    if case .routes(let action) = self { action } else { nil }
  }
}

extension CoordinatorAction: Equatable
where Screen: Equatable, ScreenAction: Equatable, Delegate: Equatable {}
extension CoordinatorAction: Sendable
where Screen: Sendable, ScreenAction: Sendable, Delegate: Sendable {}
extension CoordinatorAction: Codable
where Screen: Codable, ScreenAction: Codable, Delegate: Codable {}
