import Navigation
import NumberDetailFeature
import NumbersListFeature
import Presentation

extension NumbersCoordinator.State {
  /// What makes `state` one no command could reach, or `nil`: the list at the root, one the
  /// coordinator is built with, and above it the routes its own link rebuilds.
  public static func problem(with state: Self) -> String? {
    guard case .list(let list) = state.routes.root.screen else {
      return "the root shows '\(NumbersCoordinator.title(of: state.routes.root.screen))'; the "
        + "numbers start at the list"
    }
    if let number = list.numbers.first(where: { !NumberDetail.range.contains($0) }) {
      return "the list holds \(number), which no detail shows; list numbers from "
        + "\(NumberDetail.range.lowerBound) to \(NumberDetail.range.upperBound)"
    }
    return NumbersCoordinator.listProblem(with: list)
      ?? NumbersCoordinator.linkProblem(with: state)
  }
}
