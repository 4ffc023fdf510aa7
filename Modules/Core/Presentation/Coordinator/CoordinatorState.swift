public import Navigation

/// A coordinator's state: its stack of screens, saved as its routes and restored only when
/// its coordinator accepts it, so that a state file obeys the rules the commands and the links
/// do.
///
/// A coordinator's starting states are initialisers of its own, written where the coordinator
/// is:
///
/// ```swift
/// extension CoordinatorState<NumbersCoordinator> {
///   public init(list: NumbersList.State = NumbersList.State()) { self.init(root: .list(list)) }
/// }
/// ```
public struct CoordinatorState<Owner: Coordinator> {
  /// The screens, root first.
  public var routes: RouteStack<Owner.Screen>

  /// A state showing these routes, unchecked.
  @inlinable
  public init(routes: RouteStack<Owner.Screen>) {
    self.routes = routes
  }

  /// A state showing `root` alone.
  @inlinable
  public init(root: Owner.Screen) {
    routes = RouteStack(root: root)
  }
}

extension CoordinatorState: Equatable where Owner.Screen: Equatable {}
extension CoordinatorState: Sendable {}

private enum RoutesKey: String, CodingKey { case routes }

extension CoordinatorState: Codable {
  /// Decodes a saved state, refusing one no command could reach
  /// (``Coordinator/restoringProblem(with:)``): its screens check their own fields as they are
  /// decoded, its stack and links are checked from the declarations, then the coordinator's
  /// own rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RoutesKey.self)
    self.init(routes: try container.decode(RouteStack<Owner.Screen>.self, forKey: .routes))
    if let problem = Owner.restoringProblem(with: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: problem)
    }
  }

  /// Encodes the routes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RoutesKey.self)
    try container.encode(routes, forKey: .routes)
  }
}
