import Navigation
import Presentation
import Testing

/// A coordinator's state rebuilt from its routes is checked by the coordinator, as a decoded
/// one is.
struct JournaledStateTests {
  @Test func aStateTheCommandsReachHasNoProblem() {
    var routes = RouteStack<Counters.Screen>(root: .counter(0))
    routes.push(.label("pushed"))
    #expect(CoordinatorState<Counters>(routes: routes).restoringProblem == nil)
  }

  @Test func theProblemIsWhatItsCoordinatorSays() {
    for root in [Counters.Screen.counter(0), .label("first")] {
      let state = CoordinatorState<Counters>(routes: RouteStack(root: root))
      #expect(state.restoringProblem == Counters.restoringProblem(with: state))
    }
  }
}
