public import Navigation

/// A coordinator's state that is saved as its routes, and restored only when it passes its
/// coordinator's check: a state file obeys the rules the commands and the links do.
///
/// Conforming gives the state its `Codable` conformance, `{"routes": …}`, with the check run on
/// every decoded state; the state says what the check is, usually the coordinator's
/// `linkProblem(with:)` (``LinkedCoordinator``) and the checks of its own fields.
public protocol CheckedRoutesState: RoutesState, Codable where Screen: Codable {
  /// A state showing these routes, unchecked.
  init(routes: RouteStack<Screen>)
  /// What makes `state` one no command could reach, or `nil` when the commands could.
  static func problem(with state: Self) -> String?
}

private enum RoutesKey: String, CodingKey { case routes }

extension CheckedRoutesState {
  /// Decodes a saved state, refusing one no command could reach (``problem(with:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RoutesKey.self)
    self.init(routes: try container.decode(RouteStack<Screen>.self, forKey: .routes))
    if let problem = Self.problem(with: self) {
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
