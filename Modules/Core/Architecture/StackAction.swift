public import Navigation

/// The actions of a route stack: its screens' actions, each addressed to its route by
/// identity, a route's closing, and a link's whole new stack.
public enum StackAction<Screen, ScreenAction> {
  /// An action of the screen shown by this route.
  case screen(RouteID, ScreenAction)
  /// The route is closed, by its coordinator's decision on a screen's delegate event or by the
  /// user's back: popped if it was pushed, dismissed if it was presented, and it leaves with
  /// every route above it. The root is not closed: that is reported and changes nothing.
  ///
  /// "Close" is the route's leaving, whatever its style; "dismiss" is kept for what removes
  /// presentations (`RouteStack.dismiss`, a `dismiss` transition).
  case close(RouteID)
  /// A link was opened: `routes`, root first, are the whole new stack, the routes that stay
  /// holding their screens as they are; and when the top route shows a coordinator of its
  /// own, `child` is the action that opens the rest of the link in it.
  case linkOpened([Route<Screen>], child: ScreenAction?)
}

extension StackAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension StackAction: Hashable where Screen: Hashable, ScreenAction: Hashable {}
extension StackAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}
extension StackAction: Codable where Screen: Codable, ScreenAction: Codable {}
