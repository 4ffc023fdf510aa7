/// One step a renderer shows to go from one stack to another: the unit of a ``TransitionPlan``.
public enum Transition<Screen> {
  /// The presentation with this identity goes, with the `removing - 1` pushes on top of it.
  case dismiss(RouteID, removing: Int)
  /// `count` pushes of the current navigation go, leaving the route `to` on top.
  case pop(count: Int, to: RouteID)
  /// The root changes identity: the stack's first route is a different one.
  case replaceRoot(IdentifiedRoute<Screen>)
  /// A route that stays takes a new screen value, in place.
  case update(RouteID, Screen)
  /// A route is pushed.
  case push(IdentifiedRoute<Screen>)
  /// A route is presented as a sheet or cover (its style says which).
  case present(IdentifiedRoute<Screen>)
}

extension Transition: Equatable where Screen: Equatable {}
extension Transition: Hashable where Screen: Hashable {}
extension Transition: Sendable where Screen: Sendable {}

extension Transition: CustomStringConvertible {
  /// The step and the identities it touches, as in `push #4` or `dismiss #2 (3 routes)`.
  public var description: String {
    switch self {
    case .dismiss(let id, let removing):
      removing == 1 ? "dismiss \(id)" : "dismiss \(id) (\(removing) routes)"
    case .pop(let count, let id): "pop \(count) to \(id)"
    case .replaceRoot(let route): "replace root with \(route.id)"
    case .update(let id, _): "update \(id)"
    case .push(let route): "push \(route.id)"
    case .present(let route): "present \(route.id) as \(route.style)"
    }
  }
}
