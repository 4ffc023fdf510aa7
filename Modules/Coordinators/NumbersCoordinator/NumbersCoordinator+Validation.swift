import Navigation
import NumberDetailFeature
import NumbersListFeature
import Presentation

extension NumbersCoordinator.State {
  /// What makes `state` one no command could reach, or `nil`: at the root a list of numbers a
  /// detail shows, each once, or the detail a host starts it at, and above it the routes its
  /// own link rebuilds.
  public static func problem(with state: Self) -> String? {
    switch state.routes.root.screen {
    case .list(let list):
      list.problem(numbersIn: NumberDetail.range) ?? NumbersCoordinator.linkProblem(with: state)
    case .detail:
      // A host's sheet of one number (`init(detail:)`); the detail checks its own number.
      NumbersCoordinator.linkProblem(with: state)
    case .divisors:
      "the root shows '\(NumbersCoordinator.title(of: state.routes.root.screen))'; the numbers "
        + "start at the list or at a number's detail"
    }
  }
}
