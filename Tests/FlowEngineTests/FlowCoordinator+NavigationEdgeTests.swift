import Architecture
import FlowEngine
import Navigation
import Testing

extension SurveyFlow {
  /// First and second, back to the first when the second word is "more": a declared cycle.
  static var looping: Self {
    SurveyFlow(
      name: "looping", start: .first, final: .summary,
      edges: [
        Edge(.first, .second),
        Edge(.second, .first, when: .wantsMore, closesCycle: true),
        Edge(.second, .summary),
      ])
  }
}

/// Going back where a declared cycle took a step twice, and dismissals that come from outside
/// the flow's own commands.
@MainActor
struct FlowCoordinatorNavigationEdgeTests {
  static func steps(_ state: SurveyCoordinator.State) -> [String] {
    state.routes.routes.map { route in
      if case .step(let id, _) = route.screen { id } else { "confirmation" }
    }
  }

  @Test func backAfterACycleReturnsToTheStepJustBelowNotToItsFirstVisit() {
    let state = reach(.looping) { store in
      store.answer("one")
      store.answer("more")
      store.answer("two")
      store.type("typed")
      store.send(.backTapped)
      store.onTop(.confirmation(.confirmTapped))
    }
    #expect(Self.steps(state) == ["first", "second", "first"])
    // A step holds one answer, the latest: the one its second visit shows again.
    #expect(state.routes.top.screen == Screens.first("two"))
    #expect(state.answers.text(of: .second) == "more")
  }

  @Test func backtoOffersEachEarlierStepOnceAndGoesToItsLastVisit() throws {
    let state = reach(.looping) { store in
      store.answer("one")
      store.answer("more")
      store.answer("two")
    }
    let backto = try #require(SurveyCoordinator.screen(of: state).command(named: "backto"))
    // In the order of the visits they go back to: the second at #1, the first at #2.
    #expect(backto.summary == "go back to an earlier step: second, first")
    let after = reach(.looping) { store in
      store.answer("one")
      store.answer("more")
      store.answer("two")
      store.send(.backToStepTapped(step: "second"))
      store.onTop(.confirmation(.confirmTapped))
    }
    #expect(Self.steps(after) == ["first", "second"])
  }

  @Test func theSummaryListsAStepTakenTwiceOnceWithItsLatestAnswer() throws {
    let state = reach(.looping) { store in
      store.answer("one")
      store.answer("more")
      store.answer("two")
      store.answer("done")
    }
    guard case .step(_, .summary(let summary)) = state.routes.top.screen else {
      Issue.record("the summary is not on top: \(state.routes.top.screen)")
      return
    }
    #expect(summary.entries.map(\.label) == ["first", "second"])
    #expect(summary.entries.map(\.value) == ["two", "done"])
  }

  @Test func aQuestionDismissedFromOutsideDropsItsChange() {
    let state = reach { store in
      store.type("typed")
      store.send(.backTapped)
      store.send(.routes(.close(store.state.routes.top.id)))
    }
    #expect(state.pending == nil)
    #expect(Self.steps(state) == ["first"])
  }

  @Test func aStepDismissedFromOutsideForgetsTheAnswersAboveWhatRemains() {
    let state = reach { store in
      store.answer("one")
      store.answer("two")
      store.send(.routes(.close(1)))
    }
    #expect(Self.steps(state) == ["first"])
    #expect(state.answers == SurveyAnswers())
  }
}
