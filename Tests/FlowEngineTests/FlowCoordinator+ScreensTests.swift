import ArchitectureTesting
import Testing

/// Each route runs its own screen: an action meant for another kind of screen is reported and
/// changes nothing.
@MainActor
struct FlowCoordinatorScreensTests {
  @Test func anActionOfAnotherKindOfStepIsReportedAndChangesNothing() async {
    let store = makeStore()
    await store.send(.screen(0, .step(.choice(.choiceMade(true)))))
    store.receiveReport(containing: "is not an action of the step 'first'")
    await store.send(.screen(0, .summary(.finishTapped)))
    store.receiveReport(containing: "is not an action of the step 'first'")
    await store.finish()
  }

  @Test func aStepsActionSentToTheConfirmationIsReportedAndChangesNothing() async {
    let store = makeStore()
    await store.type("Ada", into: .first, at: 0)
    await store.send(.backTapped) {
      $0.pending = .leave
      $0.routes.presentSheet(Screens.leaving)
    }
    await store.send(.screen(1, .text(.continueTapped)))
    store.receiveReport(containing: "arrived while the route shows")
    await store.finish()
  }

  @Test func theConfirmationsActionSentToAStepIsReportedAndChangesNothing() async {
    let store = makeStore()
    await store.send(.screen(0, .confirmation(.confirmTapped)))
    store.receiveReport(containing: "arrived while the screen shows another case")
    await store.finish()
  }

  @Test func aRouteShowingAStepNotInTheFlowIsReportedAndChangesNothing() async throws {
    var state = SurveyCoordinator.State(flow: .branching)
    try state.routes.push(.step(id: "nickname", .text(.init())))
    let store = makeStore(state)
    await store.send(.screen(1, .text(.continueTapped)))
    store.receiveReport(containing: "arrived while the route shows")
    await store.finish()
  }
}
