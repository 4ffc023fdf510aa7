import ArchitectureTesting
import Navigation
import Testing

/// Forward through a flow: every push the declaration decides, and the answers handed over.
@MainActor
struct FlowCoordinatorTests {
  @Test func theStraightPathFinishesWithTheAnswers() async {
    let store = makeStore()
    #expect(store.state.routes.top.screen == Screens.first())
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.complete(
      .second, with: "less", at: 1, pushing: Screens.summary(["first": "Ada", "second": "less"]))
    await store.finish(
      at: 2, handingOver: SurveyAnswers(["first": .text("Ada"), "second": .text("less")]))
    #expect(
      store.state.routes.routes.map(\.style) == [.root(embedsNavigation: true), .push, .push])
    await store.finish()
  }

  @Test func theBranchGoesThroughTheThirdStepToTheSummary() async {
    let store = makeStore()
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.complete(.second, with: "more", at: 1, pushing: Screens.third())
    await store.complete(
      .third, with: "tea", at: 2,
      pushing: Screens.summary(["first": "Ada", "second": "more", "extra word": "tea"]))
    await store.finish(
      at: 3,
      handingOver: SurveyAnswers([
        "first": .text("Ada"), "second": .text("more"), "third": .text("tea"),
      ]))
    await store.finish()
  }

  @Test func aTextStepsRuleRefusesOnContinueAndTheFlowWaits() async {
    let store = makeStore()
    await store.type("R2", into: .first, at: 0)
    await store.send(.screen(0, .text(.continueTapped))) {
      $0.routes.modifyScreen(id: 0) {
        $0 = Screens.text(.first, "R2", problem: "the first word can hold only letters")
      }
    }
    #expect(store.state.routes.count == 1)
    #expect(store.state.answers == SurveyAnswers())
    // Correcting the word clears the problem, and continuing moves on.
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.finish()
  }

  @Test func eachStepIsCheckedByItsOwnRule() async {
    let store = makeStore()
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.send(.screen(1, .text(.continueTapped))) {
      $0.routes.modifyScreen(id: 1) {
        $0 = Screens.text(.second, problem: "the second word is empty; type one")
      }
    }
    await store.finish()
  }

  @Test func theAnswerIsTheTrimmedTextAndTheScreenKeepsWhatWasTyped() async {
    let store = makeStore()
    await store.type("  Ada ", into: .first, at: 0)
    await store.send(.screen(0, .text(.continueTapped)))
    await store.receive(.screen(0, .text(.delegate(.completed("Ada"))))) {
      $0.answers[.first] = .text("Ada")
      $0.routes.push(Screens.second())
    }
    #expect(store.state.routes.routes[0].screen == Screens.first("  Ada "))
    await store.finish()
  }

  /// Reordering is a declaration change only: the same steps, another order, and the summary
  /// lists the answers in the order the steps were taken.
  @Test func anotherOrderRunsTheSameStepsAndTheSummaryFollowsIt() async {
    let store = makeStore(flow: .reordered)
    #expect(store.state.routes.top.screen == Screens.second())
    await store.complete(.second, with: "more", at: 0, pushing: Screens.first())
    await store.complete(.first, with: "Ada", at: 1, pushing: Screens.third())
    await store.complete(
      .third, with: "tea", at: 2,
      pushing: Screens.summary(["second": "more", "first": "Ada", "extra word": "tea"]))
    let answers = SurveyAnswers([
      "second": .text("more"), "first": .text("Ada"), "third": .text("tea"),
    ])
    await store.finish(at: 3, handingOver: answers)
    await store.finish()
  }

  /// A text step is a definition: a new id, a title and a rule, and no new type.
  @Test func aStepDefinedWithANewIdNeedsNoNewType() async {
    let nickname = SurveyStep.textEntry(
      "nickname", title: "Nickname", placeholder: "nickname", noun: "the nickname",
      problem: { $0.count > 3 ? "the nickname has \($0.count) letters; use at most 3" : nil })
    let flow = SurveyFlow(
      name: "three texts", start: .first, final: .summary,
      edges: [
        .init(.first, .second), .init(.second, nickname), .init(nickname, .summary),
      ])
    #expect(flow.problems == [])
    let store = makeStore(flow: flow)
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.complete(.second, with: "less", at: 1, pushing: Screens.text(nickname))
    await store.type("Adda", into: nickname, at: 2)
    await store.send(.screen(2, .text(.continueTapped))) {
      $0.routes.modifyScreen(id: 2) {
        $0 = Screens.text(nickname, "Adda", problem: "the nickname has 4 letters; use at most 3")
      }
    }
    await store.complete(
      nickname, with: "Ad", at: 2,
      pushing: Screens.summary(["first": "Ada", "second": "less", "nickname": "Ad"]))
    await store.finish(
      at: 3,
      handingOver: SurveyAnswers([
        "first": .text("Ada"), "second": .text("less"), "nickname": .text("Ad"),
      ]))
    await store.finish()
  }

  @Test func aStepReachedAgainThroughADeclaredCycleShowsItsAnswer() async {
    let flow = SurveyFlow(
      name: "again", start: .first, final: .summary,
      edges: [
        .init(.first, .second), .init(.second, .first, when: .wantsMore, closesCycle: true),
        .init(.second, .summary),
      ])
    let store = makeStore(flow: flow)
    await store.complete(.first, with: "Ada", at: 0, pushing: Screens.second())
    await store.complete(.second, with: "more", at: 1, pushing: Screens.first("Ada"))
    await store.finish()
  }

  @Test func aFlowWithoutAnEdgeForTheAnswersReportsItAndStays() async {
    let deadEnd = SurveyFlow(
      name: "dead end", start: .first, final: .summary,
      edges: [.init(.first, .summary, when: .wantsMore)])
    let store = makeStore(flow: deadEnd)
    await store.type("Ada", into: .first, at: 0)
    await store.send(.screen(0, .text(.continueTapped)))
    await store.receive(.screen(0, .text(.delegate(.completed("Ada"))))) {
      $0.answers[.first] = .text("Ada")
    }
    store.receiveReport(containing: "the flow 'dead end' has no edge out of 'first'")
    await store.finish()
  }
}
