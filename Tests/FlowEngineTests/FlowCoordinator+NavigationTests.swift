import ArchitectureTesting
import Navigation
import Testing

/// Going back to a named step, starting again, and events that arrive late.
@MainActor
struct FlowCoordinatorNavigationTests {
  @Test func backToAStepWithDataAfterItAsksFirst() async {
    let store = await storeOnTheThirdStep()
    await store.type("tea", into: .third, at: 2)
    await store.send(.backToStepTapped(step: "first")) {
      $0.pending = .backTo(step: "first")
      $0.routes.presentSheet(Screens.goingBack(to: "First"))
    }
    await store.send(.screen(3, .confirmation(.confirmTapped)))
    await store.receive(.screen(3, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismiss()
      $0.routes.goBack(2)
      $0.answers = SurveyAnswers()
    }
    #expect(store.state.routes.top.screen == Screens.first("Ada"))
    await store.finish()
  }

  @Test func backToAStepWithNothingAfterItPopsAtOnce() async {
    let store = await storeOnTheThirdStep()
    await store.send(.backToStepTapped(step: "second")) {
      $0.routes.goBack()
      $0.answers[.second] = nil
    }
    #expect(store.state.routes.top.screen == Screens.second("more"))
    await store.finish()
  }

  @Test func backToAStepThatIsNotBeforeTheTopIsReported() async {
    let store = await storeOnTheSecondStep()
    await store.send(.backToStepTapped(step: "second"))
    store.receiveReport(containing: "'second' is not a step before this one; nothing changed")
    await store.send(.backToStepTapped(step: "third"))
    store.receiveReport(containing: "'third' is not a step before this one")
    await store.finish()
  }

  /// The answers are kept by step, so the steps gone back before lose theirs, and the summary
  /// reached by another branch shows none of them.
  @Test func goingBackBeforeAStepForgetsItsAnswer() async {
    let store = await storeOnTheThirdStep()
    let summary = Screens.summary(["first": "Ada", "second": "more", "extra word": "tea"])
    await store.complete(.third, with: "tea", at: 2, pushing: summary)
    await store.send(.backToStepTapped(step: "second")) {
      $0.pending = .backTo(step: "second")
      $0.routes.presentSheet(Screens.goingBack(to: "Second"))
    }
    await store.send(.screen(4, .confirmation(.confirmTapped)))
    await store.receive(.screen(4, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismiss()
      $0.routes.goBack(2)
      $0.answers = SurveyAnswers(["first": .text("Ada")])
    }
    #expect(store.state.answers[.third] == nil)
    await store.complete(
      .second, with: "less", at: 1, pushing: Screens.summary(["first": "Ada", "second": "less"]))
    await store.finish()
  }

  @Test func restartAsksAndYesGoesBackToAnEmptyFirstStep() async {
    let store = await storeOnTheSecondStep()
    await store.send(.restartTapped) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.send(.screen(2, .confirmation(.confirmTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismissAll()
      $0.routes.popToRoot()
      $0.routes.modifyScreen(id: 0) { $0 = Screens.first() }
      $0.answers = SurveyAnswers()
    }
    await store.finish()
  }

  @Test func restartOnAnUntouchedFirstStepChangesNothingAndWithTextAsks() async {
    let store = makeStore()
    await store.send(.restartTapped)
    await store.type("Ada", into: .first, at: 0)
    await store.send(.restartTapped) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.finish()
  }

  @Test func startingOverFromTheFinishedSummaryAsksToRestart() async {
    let store = await storeOnTheSecondStep()
    let summary = Screens.summary(["first": "Ada", "second": "less"])
    await store.complete(.second, with: "less", at: 1, pushing: summary)
    await store.finish(
      at: 2, handingOver: SurveyAnswers(["first": .text("Ada"), "second": .text("less")]))
    await store.send(.screen(2, .summary(.startOverTapped)))
    await store.receive(.screen(2, .summary(.delegate(.startOverRequested)))) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.send(.screen(3, .confirmation(.confirmTapped)))
    await store.receive(.screen(3, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismissAll()
      $0.routes.popToRoot()
      $0.routes.modifyScreen(id: 0) { $0 = Screens.first() }
      $0.answers = SurveyAnswers()
      $0.isFinished = false
    }
    await store.finish()
  }

  @Test func aLateEventFromARouteBelowTheTopChangesNothing() async {
    let store = await storeOnTheSecondStep()
    // The first step, now below the second, completes again: the flow does not move.
    await store.send(.screen(0, .text(.continueTapped)))
    await store.receive(.screen(0, .text(.delegate(.completed("Ada")))))
    await store.send(.screen(0, .text(.delegate(.completed("Bob")))))
    #expect(store.state.routes.top.screen == Screens.second())
    #expect(store.state.answers == SurveyAnswers(["first": .text("Ada")]))
    await store.finish()
  }

  @Test func anEventForARouteThatLeftIsReportedAndChangesNothing() async {
    let store = await storeOnTheSecondStep()
    await store.send(.backTapped) {
      $0.routes.goBack()
      $0.answers[.first] = nil
    }
    await store.send(.screen(1, .text(.continueTapped)))
    store.receiveReport(containing: "which has left the stack")
    await store.finish()
  }
}
