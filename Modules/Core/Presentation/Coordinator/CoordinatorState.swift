public import Navigation

/// A coordinator's state: its stack, restored only as one the commands and links could reach.
///
/// A coordinator writes its starting states as initialisers calling ``init(root:)``.
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
  /// (``Coordinator/restoringProblem(with:)``).
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
