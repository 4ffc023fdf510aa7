public import Navigation

/// The actions of a route stack's screens, each addressed to its route by identity.
public enum StackAction<ScreenAction> {
  /// An action of the screen shown by this route.
  case screen(RouteID, ScreenAction)
  /// The route is closed, at its own request (``Effect/close``) or the user's: popped if it
  /// was pushed, dismissed if it was presented, and it leaves with every route above it.
  ///
  /// "Close" is the route's leaving, whatever its style; "dismiss" is kept for what removes
  /// presentations (`RouteStack.dismiss`, a `dismiss` transition).
  case close(RouteID)
}

extension StackAction: Equatable where ScreenAction: Equatable {}
extension StackAction: Hashable where ScreenAction: Hashable {}
extension StackAction: Sendable where ScreenAction: Sendable {}
extension StackAction: Codable where ScreenAction: Codable {}
