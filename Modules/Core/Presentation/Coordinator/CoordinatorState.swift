public import Navigation

/// A coordinator's state: its stack, restored only as one the commands and links could reach.
///
/// A coordinator writes its starting states as initialisers calling ``init(root:)``.
public struct CoordinatorState<Owner: Coordinator> {
  /// The screens, root first.
  public var routes: RouteStack<Owner.Screen>
  /// Where the coordinator goes once its ``Coordinator/gate`` is passed, if a link or a
  /// decision reached a screen behind it while it was closed.
  public var pending: PendingLink?

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

private enum RoutesKey: String, CodingKey { case routes, pending }

extension CoordinatorState: Codable {
  /// Decodes a saved state, refusing one no command could reach
  /// (``Coordinator/restoringProblem(with:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RoutesKey.self)
    self.init(routes: try container.decode(RouteStack<Owner.Screen>.self, forKey: .routes))
    pending = try container.decodeIfPresent(PendingLink.self, forKey: .pending)
    if let problem = Owner.restoringProblem(with: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: problem)
    }
  }

  /// Encodes the routes, and what is pending, if anything.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RoutesKey.self)
    try container.encode(routes, forKey: .routes)
    try container.encodeIfPresent(pending, forKey: .pending)
  }
}
