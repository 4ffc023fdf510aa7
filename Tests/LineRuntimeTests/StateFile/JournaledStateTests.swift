import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// A coordinator's state rebuilt from its routes is checked by the coordinator, as a decoded
/// one is.
struct JournaledStateTests {
  @Test func aStateTheCommandsReachHasNoProblem() {
    var routes = RouteStack<Linked.Screen>(root: .home("numbers"))
    routes.push(.counter(3))
    #expect(CoordinatorState<Linked>(routes: routes).restoringProblem == nil)
  }

  @Test func theProblemIsWhatItsCoordinatorSays() {
    for root in [Linked.Screen.home("numbers"), .counter(3)] {
      let state = CoordinatorState<Linked>(routes: RouteStack(root: root))
      #expect(state.restoringProblem == Linked.restoringProblem(with: state))
    }
  }
}
