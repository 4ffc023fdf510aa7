import ArchitectureTesting
import Navigation
import Testing

/// A user's back: it pops past empty steps, asks before losing what was entered, answers the
/// question on screen, leaves from the first step, and is refused where the flow must be
/// finished.
@MainActor
struct FlowCoordinatorBackTests {
  @Test func backOnAnEmptyStepPopsWithoutAskingAndForgetsTheAnswerItReturnsTo() async {
    let store = await storeOnTheSecondStep()
    await store.send(.backTapped) {
      $0.routes.goBack()
      $0.answers[.first] = nil
    }
    #expect(store.state.routes.top.screen == Screens.first("Ada"))
    await store.finish()
  }

  @Test func backOnAStepWithEnteredDataAsksInASheetAndNoChangesNothing() async {
    let store = await storeAskingToGoBack()
    #expect(store.state.routes.top.style == .sheet(embedsNavigation: false))
    await store.send(.screen(2, .confirmation(.cancelTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.cancelled)))) {
      $0.pending = nil
      $0.routes.dismiss()
    }
    #expect(store.state.routes.top.screen == Screens.second("mo"))
    #expect(store.state.answers == SurveyAnswers(["first": .text("Ada")]))
    await store.finish()
  }

  @Test func yesToGoingBackPopsAndForgetsTheAnswer() async {
    let store = await storeAskingToGoBack()
    await store.send(.screen(2, .confirmation(.confirmTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismiss()
      $0.routes.goBack()
      $0.answers = SurveyAnswers()
    }
    await store.finish()
  }

  @Test func backWhileTheConfirmationIsShownAnswersNo() async {
    let store = await storeAskingToGoBack()
    await store.send(.backTapped) {
      $0.pending = nil
      $0.routes.dismiss()
    }
    await store.finish()
  }

  @Test func backAtTheFirstStepAsksToLeaveAndYesLeavesAndResets() async {
    let store = makeStore()
    await store.type("Ada", into: .first, at: 0)
    await store.send(.backTapped) {
      $0.pending = .leave
      $0.routes.presentSheet(Screens.leaving)
    }
    await store.send(.screen(1, .confirmation(.confirmTapped)))
    await store.receive(.screen(1, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.dismiss()
      $0.routes.modifyScreen(id: 0) { $0 = Screens.first() }
    }
    await store.receive(.delegate(.left))
    await store.finish()
  }

  @Test func backAtAnUntouchedFirstStepLeavesWithoutAsking() async {
    let store = makeStore()
    #expect(SurveyCoordinator.backDecision(in: store.state) == .leave)
    await store.send(.backTapped)
    await store.receive(.delegate(.left))
    #expect(SurveyCoordinator.leaves(by: .delegate(.left)))
    #expect(!SurveyCoordinator.leaves(by: .backTapped))
    await store.finish()
  }

  @Test func backAtTheFirstStepOfAFlowThatCannotBeLeftIsRefused() async {
    let store = makeStore(canLeave: false)
    await store.type("Ada", into: .first, at: 0)
    await store.send(.backTapped)
    store.receiveReport(containing: "the survey must be finished before the app can be used")
    await store.finish()
  }
}
