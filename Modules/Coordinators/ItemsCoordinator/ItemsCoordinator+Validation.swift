import ItemsListFeature
import Navigation
import Presentation

extension ItemsCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the list
  /// at the root, and above it the routes its own link rebuilds, route by route. A pushed
  /// numbers coordinator holds its own state to its own rules when it is decoded.
  public static func problem(with state: State) -> String? {
    guard case .list(let list) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the tab starts at the "
        + "items list"
    }
    let link = link(of: state)
    do throws(InputError) {
      guard case .linkOpened(let expected, _) = try open(link, in: State(list: list)) else {
        return "its link \(link) opens nothing"
      }
      return state.routes.reachabilityProblem(
        expected: expected, samePlace: isSamePlace, title: title(of:))
    } catch {
      return "its link \(link) leads nowhere: \(error.message)"
    }
  }
}

extension ItemsCoordinator.State {
  private enum CodingKeys: String, CodingKey { case routes }

  /// Decodes a saved state, refusing one no command could reach
  /// (``ItemsCoordinator/problem(with:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    routes = try container.decode(RouteStack<ItemsCoordinator.Screen>.self, forKey: .routes)
    if let problem = ItemsCoordinator.problem(with: self) {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: problem)
    }
  }

  /// Encodes the routes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(routes, forKey: .routes)
  }
}
