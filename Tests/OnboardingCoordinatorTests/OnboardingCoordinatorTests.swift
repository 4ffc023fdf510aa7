import ArchitectureTesting
import NameStepFeature
import Navigation
import OnboardingCoordinator
import Testing

/// Forward through the flow: every push the declaration decides, and the answers handed over.
@MainActor
struct OnboardingCoordinatorTests {
  static let email = "ada@example.com"

  @Test func theStraightPathWithoutSharingFinishesWithTheAnswers() async {
    let store = makeStore()
    #expect(store.state.routes.top.screen == Screens.name())
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    await store.complete(email: Self.email, at: 1, pushing: Screens.sharing())
    await store.complete(
      sharing: false, at: 2,
      pushing: Screens.summary(["name": "Ada", "email": Self.email, "shares more": "no"]))
    await store.send(.screen(3, .summary(.finishTapped)))
    await store.receive(.screen(3, .summary(.delegate(.finished)))) { $0.isFinished = true }
    await store.receive(
      .delegate(.finished(OnboardingAnswers(name: "Ada", email: Self.email, sharesMore: false))))
    #expect(
      store.state.routes.routes.map(\.style) == [
        .root(embedsNavigation: true), .push, .push, .push,
      ])
    await store.finish()
  }

  @Test func sharingMoreGoesThroughTheDetailsToTheSummary() async {
    let store = makeStore()
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    await store.complete(email: Self.email, at: 1, pushing: Screens.sharing())
    await store.complete(sharing: true, at: 2, pushing: Screens.details())
    await store.complete(
      city: "London", age: 36, at: 3,
      pushing: Screens.summary([
        "name": "Ada", "email": Self.email, "shares more": "yes", "city": "London", "age": "36",
      ]))
    await store.send(.screen(4, .summary(.finishTapped)))
    await store.receive(.screen(4, .summary(.delegate(.finished)))) { $0.isFinished = true }
    await store.receive(
      .delegate(
        .finished(
          OnboardingAnswers(
            name: "Ada", email: Self.email, sharesMore: true, city: "London", age: 36))))
    await store.finish()
  }

  @Test func anInvalidAnswerSetsTheStepsProblemAndTheFlowWaits() async {
    let store = makeStore()
    await store.type(name: "R2-D2", at: 0)
    await store.send(.screen(0, .name(.continueTapped))) {
      $0.routes.modifyScreen(id: RouteID(0)) {
        $0 = .name(
          NameStep.State(
            name: "R2-D2",
            problem:
              "the name cannot contain '2'; use only letters, spaces, hyphens and apostrophes"))
      }
    }
    #expect(store.state.routes.count == 1)
    #expect(store.state.answers == OnboardingAnswers())
    // Correcting the name clears the problem, and continuing moves on.
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    await store.finish()
  }

  @Test func anUnansweredChoiceKeepsTheChoiceOnScreen() async {
    let store = makeStore()
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    await store.complete(email: Self.email, at: 1, pushing: Screens.sharing())
    await store.send(.screen(2, .sharing(.continueTapped))) {
      $0.routes.modifyScreen(id: RouteID(2)) {
        $0 = .sharing(
          .init(
            problem:
              "choose yes or no first: yes to tell a little more about yourself, no to skip it"))
      }
    }
    await store.finish()
  }

  @Test func aLateEventFromARouteBelowTheTopChangesNothing() async {
    let store = makeStore()
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    // The name step, now below the email, completes again: the flow does not move.
    await store.send(.screen(0, .name(.continueTapped)))
    await store.receive(.screen(0, .name(.delegate(.completed(name: "Ada")))))
    await store.send(.screen(0, .name(.delegate(.completed(name: "Bob")))))
    #expect(store.state.routes.top.screen == Screens.email())
    #expect(store.state.answers == OnboardingAnswers(name: "Ada"))
    await store.finish()
  }

  @Test func anEventForARouteThatLeftIsReportedAndChangesNothing() async {
    let store = makeStore()
    await store.complete(name: "Ada", at: 0, pushing: Screens.email())
    await store.send(.backTapped) {
      try $0.routes.goBack()
      $0.answers.name = nil
    }
    await store.send(.screen(1, .email(.continueTapped)))
    store.receiveReport(containing: "which has left the stack")
    await store.finish()
  }

  /// The proof that reordering is a declaration change only: the same step modules, another
  /// order, and no change to the coordinator.
  @Test func theEmailFirstDeclarationRunsTheSameModulesToTheEnd() async {
    let store = makeStore(OnboardingCoordinator.State(flow: .emailFirst))
    #expect(store.state.routes.top.screen == Screens.email())
    await store.complete(email: Self.email, at: 0, pushing: Screens.name())
    await store.complete(name: "Ada", at: 1, pushing: Screens.details())
    await store.complete(
      city: "London", age: 36, at: 2,
      pushing: Screens.summary([
        "name": "Ada", "email": Self.email, "city": "London", "age": "36",
      ]))
    await store.send(.screen(3, .summary(.finishTapped)))
    await store.receive(.screen(3, .summary(.delegate(.finished)))) { $0.isFinished = true }
    await store.receive(
      .delegate(
        .finished(OnboardingAnswers(name: "Ada", email: Self.email, city: "London", age: 36))))
    await store.finish()
  }

  @Test func aFlowWithoutAnEdgeForTheAnswersReportsItAndStays() async {
    let deadEnd = OnboardingFlow(
      name: "dead end", start: .name, final: .summary,
      edges: [OnboardingFlow.Edge(.name, .summary, when: .sharesMore)])
    let store = makeStore(OnboardingCoordinator.State(flow: deadEnd))
    await store.type(name: "Ada", at: 0)
    await store.send(.screen(0, .name(.continueTapped)))
    await store.receive(.screen(0, .name(.delegate(.completed(name: "Ada"))))) {
      $0.answers.name = "Ada"
    }
    store.receiveReport(containing: "the flow 'dead end' has no edge out of 'name'")
    await store.finish()
  }
}
