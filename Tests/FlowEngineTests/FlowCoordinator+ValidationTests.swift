import Architecture
import Navigation
import Presentation
import Testing

/// A flow's state from outside is held to what the commands could reach: its own link must
/// rebuild it, with the same answers, question and end.
@MainActor
struct FlowCoordinatorValidationTests {
  typealias State = SurveyCoordinator.State

  /// A state with these routes above a fresh flow's root replaced, identities from 0.
  static func state(
    _ screens: [SurveyCoordinator.Screen], flow: SurveyFlow = .branching,
    edit: (inout State) -> Void = { _ in }
  ) throws -> State {
    var state = State(flow: flow)
    let routes = screens.enumerated().map { index, screen in
      IdentifiedRoute(
        id: RouteID(index), style: index == 0 ? .root(embedsNavigation: true) : .push,
        screen: screen)
    }
    state.routes = try RouteStack(routes: routes, nextID: RouteID(screens.count))
    edit(&state)
    return state
  }

  @Test func everyStateAUserReachesIsAccepted() {
    let states = [
      reach(),
      reach { $0.answer("Ada") },
      reach { store in
        store.answer("Ada")
        store.answer("more")
        store.type("typed")
      },
      reach { store in
        store.answer("Ada")
        store.answer("less")
        store.finishOnTop()
      },
      reach { store in
        store.answer("Ada")
        store.type("x")
        store.send(.backTapped)
      },
    ]
    for state in states {
      #expect(SurveyCoordinator.problem(with: state) == nil, "\(state.routes)")
    }
  }

  @Test func stepsOutOfOrderAreRefused() throws {
    let state = try Self.state([Screens.second("Ada")])
    #expect(
      SurveyCoordinator.problem(with: state)
        == "its link /second=Ada leads nowhere in the flow 'branching': the flow starts at "
        + "'first' with these answers, not 'second'")
  }

  @Test func aStepTakenTwiceWithoutACycleIsRefused() throws {
    let state = try Self.state([Screens.first("Ada"), Screens.first("Ada")]) {
      $0.answers[.first] = .text("Ada")
    }
    #expect(
      SurveyCoordinator.problem(with: state)?.contains(
        "after 'first' the flow goes to 'second' with these answers, not 'first'") == true)
  }

  @Test func answersThatAreNotThoseOfTheStepsBelowAreRefused() throws {
    let state = try Self.state([Screens.first("Ada"), Screens.second()]) {
      $0.answers[.first] = .text("Bea")
    }
    #expect(
      SurveyCoordinator.problem(with: state)
        == "the answer of 'first' is not what its screen below the top holds ('Ada'); make them "
        + "agree, or remove the answer")
  }

  @Test func aFinishedMarkAwayFromTheSummaryIsRefused() throws {
    let state = try Self.state([Screens.first("Ada")]) { $0.isFinished = true }
    #expect(
      SurveyCoordinator.problem(with: state)
        == "the flow is marked finished, but its summary is not on screen confirmed; set "
        + "'isFinished' to false")
  }

  @Test func aPendingChangeWithoutItsQuestionIsRefused() throws {
    let state = try Self.state([Screens.first("Ada")]) { $0.pending = .restart }
    #expect(
      SurveyCoordinator.problem(with: state)
        == "a change waits for a 'yes', but the question on screen does not ask it; remove "
        + "'pending', or the question")
  }

  @Test func aSummaryShowingLinesThatAreNotTheAnswersIsRefused() throws {
    let state = try Self.state([
      Screens.first("Ada"), Screens.second("less"),
      Screens.summary(["first": "Mallory", "second": "less"]),
    ]) {
      $0.answers[.first] = .text("Ada")
      $0.answers[.second] = .text("less")
    }
    #expect(
      SurveyCoordinator.problem(with: state)
        == "the summary at route #2 shows lines that are not the answers; remove its entries, and "
        + "they are shown from the answers")
  }

  @Test func answersOfStepsNotInTheFlowAreRefused() throws {
    let elsewhere = SurveyStep.textEntry(
      "name", title: "Name", placeholder: "name", noun: "the name", problem: { _ in nil })
    let state = try Self.state([Screens.first("Ada")]) { $0.answers[elsewhere] = .text("Ada") }
    #expect(
      SurveyCoordinator.problem(with: state)
        == "there are answers of steps that are not in the flow 'branching'; remove them")
  }

  @Test func statesAfterGoingBackThroughACycleAreAccepted() {
    let state = reach(.looping) { store in
      store.answer("one")
      store.answer("more")
      store.answer("two")
      store.type("typed")
      store.send(.backTapped)
      store.onTop(.confirmation(.confirmTapped))
    }
    #expect(SurveyCoordinator.problem(with: state) == nil)
  }

  @Test func theSummaryAsTheRootIsRefused() throws {
    let state = try Self.state([Screens.summary([:])])
    #expect(
      SurveyCoordinator.problem(with: state)?.contains(
        "the flow starts at 'first' with these answers, not 'summary'") == true)
  }

  @Test func aBranchTheAnswersDoNotTakeIsRefused() throws {
    let state = try Self.state([Screens.first("Ada"), Screens.second("less"), Screens.third()]) {
      $0.answers[.first] = .text("Ada")
      $0.answers[.second] = .text("less")
    }
    #expect(
      SurveyCoordinator.problem(with: state)?.contains(
        "after 'second' the flow goes to 'summary' with these answers, not 'third'") == true)
  }

  @Test func aLinkToTheConfirmedSummaryDoesWhatConfirmingDoes() async throws {
    let store = Store(initialState: State(flow: .branching), reducer: SurveyCoordinator())
    var delegated: [SurveyCoordinator.Delegate] = []
    store.onAction = { action, _ in
      if case .delegate(let event) = action { delegated.append(event) }
    }
    store.send(
      try SurveyCoordinator.open(
        DeepLink(parsing: "/first=Ada/second=less/summary=finished"), in: store.state))
    await store.settle()
    #expect(store.state.isFinished)
    #expect(
      delegated == [
        .finished(SurveyAnswers(["first": .text("Ada"), "second": .text("less")]))
      ])
  }
}
