public import Architecture

/// The actions of a coordinator that has none of its own: its stack's (its screens' actions,
/// a route's closing, a link's new stack) and its events for whoever shows it.
///
/// Most coordinators decide only what their screens say; this is their whole `Action`, so that
/// none restates the cases and the property that reads them:
///
/// ```swift
/// public typealias Action = CoordinatorAction<Screen, ScreenAction, Delegate>
/// ```
///
/// A coordinator with actions of its own (a host's request, the app's links) declares its own
/// enum conforming to ``RoutesAction`` instead.
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
