/// Why a ``RouteStack`` operation was refused; a refused operation leaves the stack unchanged.
///
/// Each description says what was asked, what the stack holds, and what would work instead.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A count below zero was given.
  case negativeCount(Int)
  /// Going back `requested` routes would remove the root; only `available` can go.
  case cannotGoBackPastRoot(requested: Int, available: Int)
  /// A push was asked where the top layer does not embed navigation.
  case noNavigationToPushOnto(top: RouteStyle)
  /// No route in the stack has this identity.
  case unknownRoute(RouteID)
  /// No route in the current navigation matches what a pop was to stop at.
  case noMatchingRoute
  /// Popping `requested` routes is more than the current navigation's `available` pushes.
  case notEnoughPushes(requested: Int, available: Int)
  /// The route is below the current navigation: only a dismiss reaches it.
  case routeOutsideCurrentNavigation(RouteID)
  /// Dismissing `requested` layers is more than the `available` presentations.
  case notEnoughPresentations(requested: Int, available: Int)
  /// The stack would hold more than ``RouteStack/capacity`` routes.
  case full(capacity: Int)
  /// The routes given to replace the stack do not form a valid stack.
  case invalidRoutes(String)
  /// A transition plan does not start from this stack.
  case planDoesNotFit(String)

  /// What went wrong and how to do it right.
  public var description: String {
    switch self {
    case .negativeCount(let count):
      "count \(count) is negative; give 0 or more"
    case .cannotGoBackPastRoot(let requested, let available):
      "cannot go back \(requested) (only \(available) above the root); "
        + "use a count of at most \(available)"
    case .noNavigationToPushOnto(let top):
      "cannot push: the top layer (\(top)) has no navigation; "
        + "present a sheet or cover that embeds navigation first"
    case .unknownRoute(let id):
      "no route \(id) in this stack; it may have been popped or dismissed already"
    case .noMatchingRoute:
      "no route matches; check the screen you pop to is in the current navigation"
    case .notEnoughPushes(let requested, let available):
      "cannot pop \(requested): the current navigation has \(available) pushed; "
        + "use dismiss or goBack to cross a presentation"
    case .routeOutsideCurrentNavigation(let id):
      "route \(id) is below the current navigation; dismiss the presentations above it first, "
        + "or goBack to cross them"
    case .notEnoughPresentations(let requested, let available):
      "cannot dismiss \(requested): \(available) presented; use a count of at most \(available)"
    case .full(let capacity):
      "the stack holds at most \(capacity) routes; go back before going further"
    case .invalidRoutes(let reason):
      "invalid routes: \(reason)"
    case .planDoesNotFit(let reason):
      "the transition plan does not start from this stack: \(reason)"
    }
  }
}
