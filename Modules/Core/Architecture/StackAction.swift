public import Navigation

/// The actions of a route stack's screens, each addressed to its route by identity.
public enum StackAction<ScreenAction> {
  /// An action of the screen shown by this route.
  case screen(RouteID, ScreenAction)
  /// The route is dismissed, at its own request (``Effect/dismiss``) or the user's: it leaves
  /// with every route above it.
  case dismiss(RouteID)
}

extension StackAction: Equatable where ScreenAction: Equatable {}
extension StackAction: Hashable where ScreenAction: Hashable {}
extension StackAction: Sendable where ScreenAction: Sendable {}
