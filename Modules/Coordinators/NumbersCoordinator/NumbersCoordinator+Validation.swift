import Navigation
import NumberDetailFeature
import NumbersListFeature
import Presentation

extension NumbersCoordinator {
  /// What makes `state` one no command could reach, or `nil` when the commands could: the list
  /// at the root, one the coordinator is built with (``listProblem(with:)``), and above it the routes its own link
  /// rebuilds, route by route.
  ///
  /// A decoded state is held to it, so that a state file obeys the rules the commands and the
  /// links do.
  public static func problem(with state: State) -> String? {
    guard case .list(let list) = state.routes.root.screen else {
      return "the root shows '\(title(of: state.routes.root.screen))'; the numbers start at "
        + "the list"
    }
    if let number = list.numbers.first(where: { !NumberDetail.range.contains($0) }) {
      return "the list holds \(number), which no detail shows; list numbers from "
        + "\(NumberDetail.range.lowerBound) to \(NumberDetail.range.upperBound)"
    }
    return listProblem(with: list) ?? linkProblem(with: state)
  }
}

extension NumbersCoordinator.State {
  private enum CodingKeys: String, CodingKey { case routes }

  /// Decodes a saved state, refusing one no command could reach
  /// (``NumbersCoordinator/problem(with:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      routes: try container.decode(RouteStack<NumbersCoordinator.Screen>.self, forKey: .routes))
    if let problem = NumbersCoordinator.problem(with: self) {
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
