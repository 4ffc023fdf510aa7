import ArchitectureTesting
import Navigation
import OnboardingCoordinator
import Testing

/// Going back, answering the confirmation, going back to a named step, starting again.
@MainActor
struct OnboardingCoordinatorNavigationTests {
  static let email = "ada@example.com"

  /// A store on the email step (route 1) after the name "Ada".
  func storeOnTheEmailStep() async -> OnboardingStore {
    let store = makeStore()
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    return store
  }

  /// A store on the sharing choice (route 2) after "Ada" and her address.
  func storeOnTheSharingStep() async -> OnboardingStore {
    let store = await storeOnTheEmailStep()
    await store.complete(email: Self.email, at: 1, pushing: Screens.sharing())
    return store
  }

  @Test func backOnAnEmptyStepPopsWithoutAskingAndForgetsTheAnswerItReturnsTo() async {
    let store = await storeOnTheEmailStep()
    await store.send(.backTapped) {
      try $0.routes.goBack()
      $0.answers.name = nil
    }
    #expect(store.state.routes.top.screen == Screens.name("Ada"))
    await store.finish()
  }

  @Test func backOnAStepWithEnteredDataAsksInASheetAndNoChangesNothing() async {
    let store = await storeOnTheEmailStep()
    await store.type(email: "ada@", at: 1)
    await store.send(.backTapped) {
      $0.pending = .backTo(.name)
      $0.routes.presentSheet(Screens.goingBack(to: "Name"))
    }
    #expect(store.state.routes.top.style == .sheet(embedsNavigation: false))
    await store.send(.screen(2, .confirmation(.cancelTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.cancelled)))) {
      $0.pending = nil
      try $0.routes.dismiss()
    }
    #expect(store.state.routes.top.screen == Screens.email("ada@"))
    #expect(store.state.answers == OnboardingAnswers(name: "Ada"))
    await store.finish()
  }

  @Test func yesToGoingBackPopsAndForgetsTheAnswer() async {
    let store = await storeOnTheEmailStep()
    await store.type(email: "ada@", at: 1)
    await store.send(.backTapped) {
      $0.pending = .backTo(.name)
      $0.routes.presentSheet(Screens.goingBack(to: "Name"))
    }
    await store.send(.screen(2, .confirmation(.confirmTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      try $0.routes.dismiss()
      try $0.routes.goBack()
      $0.answers.name = nil
    }
    await store.finish()
  }

  @Test func backWhileTheConfirmationIsShownAnswersNo() async {
    let store = await storeOnTheEmailStep()
    await store.type(email: "ada@", at: 1)
    await store.send(.backTapped) {
      $0.pending = .backTo(.name)
      $0.routes.presentSheet(Screens.goingBack(to: "Name"))
    }
    await store.send(.backTapped) {
      $0.pending = nil
      try $0.routes.dismiss()
    }
    await store.finish()
  }

  @Test func backAtTheFirstStepAsksToLeaveAndYesLeavesAndResets() async {
    let store = makeStore()
    await store.type(name: "Ada", at: 0)
    await store.send(.backTapped) {
      $0.pending = .leave
      $0.routes.presentSheet(Screens.leaving)
    }
    await store.send(.screen(1, .confirmation(.confirmTapped)))
    await store.receive(.screen(1, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      try $0.routes.dismiss()
      $0.routes.modifyScreen(id: RouteID(0)) { $0 = Screens.name() }
    }
    await store.receive(.delegate(.left))
    await store.finish()
  }

  @Test func backAtTheFirstStepOfAFlowThatCannotBeLeftIsRefused() async {
    let store = makeStore(OnboardingCoordinator.State(canLeave: false))
    await store.type(name: "Ada", at: 0)
    await store.send(.backTapped)
    store.receiveReport(containing: "the onboarding must be finished before the app can be used")
    await store.finish()
  }

  @Test func backToAStepWithDataAfterItAsksFirst() async {
    let store = await storeOnTheSharingStep()
    await store.choose(sharing: true, at: 2)
    await store.send(.backToStepTapped(.name)) {
      $0.pending = .backTo(.name)
      $0.routes.presentSheet(Screens.goingBack(to: "Name"))
    }
    await store.send(.screen(3, .confirmation(.confirmTapped)))
    await store.receive(.screen(3, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      try $0.routes.dismiss()
      try $0.routes.goBack(2)
      $0.answers = OnboardingAnswers()
    }
    #expect(store.state.routes.top.screen == Screens.name("Ada"))
    await store.finish()
  }

  @Test func backToAStepWithNothingAfterItPopsAtOnce() async {
    let store = await storeOnTheSharingStep()
    await store.send(.backToStepTapped(.email)) {
      try $0.routes.goBack()
      $0.answers.email = nil
    }
    #expect(store.state.routes.top.screen == Screens.email(Self.email))
    await store.finish()
  }

  @Test func backToAStepThatIsNotBeforeTheTopIsReported() async {
    let store = await storeOnTheEmailStep()
    await store.send(.backToStepTapped(.email))
    store.receiveReport(containing: "'email' is not a step before this one; nothing changed")
    await store.send(.backToStepTapped(.details))
    store.receiveReport(containing: "'details' is not a step before this one")
    await store.finish()
  }

  @Test func restartAsksAndYesGoesBackToAnEmptyFirstStep() async {
    let store = await storeOnTheEmailStep()
    await store.type(email: "ada@", at: 1)
    await store.send(.restartTapped) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.send(.screen(2, .confirmation(.confirmTapped)))
    await store.receive(.screen(2, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.goBackToRoot()
      $0.routes.modifyScreen(id: RouteID(0)) { $0 = Screens.name() }
      $0.answers = OnboardingAnswers()
    }
    await store.finish()
  }

  @Test func restartOnAnUntouchedFirstStepChangesNothing() async {
    let store = makeStore()
    await store.send(.restartTapped)
    await store.finish()
  }

  @Test func startingOverFromTheFinishedSummaryAsksToRestart() async {
    let store = await storeOnTheSharingStep()
    let summary = Screens.summary(["name": "Ada", "email": Self.email, "shares more": "no"])
    await store.complete(sharing: false, at: 2, pushing: summary)
    await store.send(.screen(3, .summary(.finishTapped)))
    await store.receive(.screen(3, .summary(.delegate(.finished)))) { $0.isFinished = true }
    await store.receive(
      .delegate(.finished(OnboardingAnswers(name: "Ada", email: Self.email, sharesMore: false))))
    await store.send(.screen(3, .summary(.startOverTapped)))
    await store.receive(.screen(3, .summary(.delegate(.startOverRequested)))) {
      $0.pending = .restart
      $0.routes.presentSheet(Screens.restarting)
    }
    await store.send(.screen(4, .confirmation(.confirmTapped)))
    await store.receive(.screen(4, .confirmation(.delegate(.confirmed)))) {
      $0.pending = nil
      $0.routes.goBackToRoot()
      $0.routes.modifyScreen(id: RouteID(0)) { $0 = Screens.name() }
      $0.answers = OnboardingAnswers()
      $0.isFinished = false
    }
    await store.finish()
  }
}
