public import Architecture
public import Navigation

/// A coordinator's state that is saved as its routes, and restored only when its coordinator
/// accepts it: a state file obeys the rules the commands and the links do.
///
/// Conforming gives the state its `Codable` conformance, `{"routes": …}`, and every decoded
/// state is checked by ``RoutesCoordinator/restoringProblem(with:)``: the stack's structure and
/// links from the coordinator's declarations, then the coordinator's own rules, if it has any.
/// The state only names its coordinator:
///
/// ```swift
/// public struct State: CoordinatorState, Equatable, Sendable {
///   public typealias Coordinator = NumbersCoordinator
///   public var routes: RouteStack<Screen>
///   public init(routes: RouteStack<Screen>) { self.routes = routes }
/// }
/// ```
public protocol CoordinatorState: RoutesState, Codable where Screen: Codable {
  /// The coordinator that accepts or refuses a restored state.
  associatedtype Coordinator: RoutesCoordinator where Coordinator.State == Self
  /// A state showing these routes, unchecked.
  init(routes: RouteStack<Screen>)
}

private enum RoutesKey: String, CodingKey { case routes }

extension CoordinatorState {
  /// Decodes a saved state, refusing one no command could reach.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RoutesKey.self)
    self.init(routes: try container.decode(RouteStack<Screen>.self, forKey: .routes))
    if let problem = Coordinator.restoringProblem(with: self) {
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
