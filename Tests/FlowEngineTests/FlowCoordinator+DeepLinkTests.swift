import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// Links of states reached by actions: each leads back to where it was taken.
@MainActor
struct FlowCoordinatorDeepLinkTests {
  /// `state`'s link is `text`; its destination is `state`; opening it changes nothing.
  static func expectRoundTrip(
    _ state: SurveyCoordinator.State, _ text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let link = SurveyCoordinator.link(of: state)
    #expect(link.description == text, sourceLocation: sourceLocation)
    let destination = try SurveyCoordinator.destination(
      for: DeepLink(parsing: text), in: state.flow)
    #expect(destination.routes == state.routes.routes.map(\.route), sourceLocation: sourceLocation)
    #expect(destination.answers == state.answers, sourceLocation: sourceLocation)
    #expect(destination.pending == state.pending, sourceLocation: sourceLocation)
    #expect(destination.isFinished == state.isFinished, sourceLocation: sourceLocation)
    let store = makeStore(state)
    await store.send(
      try SurveyCoordinator.open(link, in: state), sourceLocation: sourceLocation)
    await store.finish(sourceLocation: sourceLocation)
  }

  @Test func theLinkOfEachStepLeadsBackToIt() async throws {
    try await Self.expectRoundTrip(reach(), "/first")
    try await Self.expectRoundTrip(reach { $0.type("Ada Lovelace") }, "/first=Ada%20Lovelace")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.type("mo")
      }, "/first=Ada/second=mo")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.answer("less")
      }, "/first=Ada/second=less/summary")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.send(.backTapped)
      }, "/first=Ada")
  }

  @Test func theLinkOfTheBranchCarriesTheThirdStepAndTheEnd() async throws {
    let onThird = reach {
      $0.answer("Ada")
      $0.answer("more")
      $0.type("te")
    }
    try await Self.expectRoundTrip(onThird, "/first=Ada/second=more/third=te")
    let finished = reach {
      $0.answer("Ada")
      $0.answer("more")
      $0.answer("tea")
      $0.finishOnTop()
    }
    try await Self.expectRoundTrip(finished, "/first=Ada/second=more/third=tea/summary=finished")
  }

  /// A text step's link value is the text as typed, whatever it holds; an earlier step's is
  /// committed as its answer, trimmed, while its screen keeps what was typed.
  @Test func aStepsLinkValueRoundTrips() async throws {
    try await Self.expectRoundTrip(reach { $0.type("a/b c=d%") }, "/first=a%2Fb%20c%3Dd%25")
    let trimmed = reach { $0.answer(" Ada ") }
    #expect(trimmed.answers.text(of: .first) == "Ada")
    try await Self.expectRoundTrip(trimmed, "/first=%20Ada%20/second")
  }

  @Test func theLinkOfAConfirmationNamesTheChange() async throws {
    try await Self.expectRoundTrip(
      reach {
        $0.type("Ada")
        $0.send(.backTapped)
      }, "/first=Ada/confirm=leave")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.type("mo")
        $0.send(.backTapped)
      }, "/first=Ada/second=mo/confirm=first")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.answer("more")
        $0.type("tea")
        $0.send(.backToStepTapped(step: "first"))
      }, "/first=Ada/second=more/third=tea/confirm=first")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.send(.restartTapped)
      }, "/first=Ada/second/confirm=restart")
    try await Self.expectRoundTrip(
      reach {
        $0.answer("Ada")
        $0.answer("less")
        $0.finishOnTop()
        $0.send(.restartTapped)
      }, "/first=Ada/second=less/summary=finished/confirm=restart")
  }

  @Test func theLinkOfAnotherDeclarationFollowsItsOrder() async throws {
    let state = reach(.reordered) {
      $0.answer("more")
      $0.answer("Ada")
    }
    try await Self.expectRoundTrip(state, "/second=more/first=Ada/third")
  }

  @Test func openingTheCurrentLinkKeepsWhatTheScreensHold() async throws {
    // The link does not carry the problem on the screen; opening it must not lose it.
    let state = reach { $0.onTop(.text(.continueTapped)) }
    #expect(
      state.routes.top.screen == Screens.text(.first, problem: "the first word is empty; type one"))
    let store = makeStore(state)
    await store.send(try SurveyCoordinator.open(DeepLink(parsing: "/first"), in: state))
    await store.finish()
  }

  @Test func theRootLinkLeadsToTheFirstStep() throws {
    let start = try SurveyCoordinator.destination(for: DeepLink(parsing: "/"), in: .reordered)
    #expect(start.routes == [.root(Screens.second())])
    #expect(start.answers == SurveyAnswers())
  }

  @Test func openingALinkElsewhereReplacesTheStackAndTheAnswers() async throws {
    let store = makeStore()
    let link = try DeepLink(parsing: "/first=Ada/second=more/third")
    let destination = try SurveyCoordinator.destination(for: link, in: .branching)
    await store.send(.linkOpened(destination)) {
      try $0.routes.replace(with: destination.routes)
      $0.answers = SurveyAnswers(["first": .text("Ada"), "second": .text("more")])
    }
    #expect(
      store.state.routes.routes.map(\.screen) == [
        Screens.first("Ada"), Screens.second("more"), Screens.third(),
      ])
    await store.finish()
  }

  @Test func theSummaryALinkLeadsToShowsTheAnswersOfTheStepsBeforeIt() throws {
    let link = try DeepLink(parsing: "/second=more/first=Ada/third=tea/summary")
    let destination = try SurveyCoordinator.destination(for: link, in: .reordered)
    #expect(
      destination.routes.last?.screen
        == Screens.summary(["second": "more", "first": "Ada", "extra word": "tea"]))
  }
}
