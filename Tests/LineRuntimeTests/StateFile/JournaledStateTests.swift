import Navigation
import Presentation
import Testing

@testable import LineRuntime

/// A coordinator's state rebuilt from its routes is checked by the coordinator, as a decoded
/// one is.
struct JournaledStateTests {
  @Test func aStateTheCommandsReachHasNoProblem() {
    var routes = RouteStack<Notes.Screen>(root: .note("first"))
    routes.push(.note("second"))
    #expect(CoordinatorState<Notes>(routes: routes).restoringProblem == nil)
  }

  @Test func theProblemIsWhatItsCoordinatorSays() {
    for root in [Notes.Screen.note("first"), .note("")] {
      let state = CoordinatorState<Notes>(routes: RouteStack(root: root))
      #expect(state.restoringProblem == Notes.restoringProblem(with: state))
    }
    let empty = CoordinatorState<Notes>(routes: RouteStack(root: .note("")))
    #expect(empty.restoringProblem == "the root note is empty; give it a text")
  }
}
