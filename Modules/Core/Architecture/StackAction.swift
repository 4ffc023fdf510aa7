public import Navigation

/// The actions of a route stack: its screens' actions, each addressed to its route by
/// identity, a route's closing, and a link's whole new stack.
public enum StackAction<Screen, ScreenAction> {
  /// An action of the screen shown by this route.
  case screen(RouteID, ScreenAction)
  /// The route closes, by its coordinator's decision or the user's back, with every route
  /// above it, whatever its style. Closing the root is reported and changes nothing.
  case close(RouteID)
  /// A link was opened: the whole new stack, root first, where routes that stay keep their
  /// screens; `child` opens the rest of the link in a top route with a coordinator of its own.
  case linkOpened([Route<Screen>], child: ScreenAction?)
}

extension StackAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension StackAction: Hashable where Screen: Hashable, ScreenAction: Hashable {}
extension StackAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}
extension StackAction: Codable where Screen: Codable, ScreenAction: Codable {}
