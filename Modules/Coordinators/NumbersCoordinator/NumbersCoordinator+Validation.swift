import NumberDetailFeature
import NumbersListFeature
public import Presentation

extension NumbersCoordinator {
  /// What the numbers refuse in a restored state beyond what their links check: a root that is
  /// not the list or the detail a host starts them at, and a list whose numbers a detail
  /// cannot show, or shows twice.
  public static func refusal(restoring state: State) -> String? {
    // Any other screen is no root, so a screen added is refused here without naming it.
    switch state.routes.root.screen {
    case .list(let list):
      list.problem(numbersIn: NumberDetail.range)
    case .detail:
      // A host's sheet of one number (`init(detail:)`); the detail checks its own number.
      nil
    default:
      "the root shows '\(title(of: state.routes.root.screen))'; the numbers start at the list "
        + "or at a number's detail"
    }
  }
}
