import FlowEngine
import Testing

/// What a declaration says comes next.
struct FlowTests {
  @Test func theBranchingFlowGoesFromTheFirstStepToTheSecond() {
    #expect(branching.next(after: .first, answers: FlowAnswers()) == .second)
    #expect(branching.next(after: .third, answers: more) == .last)
  }

  @Test func theBranchIsTakenWhenItsConditionHoldsAndTheNextEdgeOtherwise() {
    #expect(branching.next(after: .second, answers: more) == .third)
    #expect(branching.next(after: .second, answers: less) == .last)
    #expect(branching.next(after: .second, answers: FlowAnswers()) == .last)
  }

  @Test func theFinalStepHasNoNextStep() {
    #expect(branching.next(after: .last, answers: FlowAnswers()) == nil)
    #expect(reordered.next(after: .last, answers: FlowAnswers()) == nil)
  }

  @Test func anotherDeclarationRunsTheSameStepsInAnotherOrderWithoutTheBranch() {
    #expect(reordered.start == .second)
    #expect(reordered.next(after: .second, answers: more) == .first)
    #expect(reordered.next(after: .first, answers: more) == .third)
    #expect(reordered.next(after: .third, answers: more) == .last)
  }

  @Test func aStepTheFlowDoesNotHoldHasNoNextStep() {
    #expect(branching.next(after: Word("elsewhere"), answers: more) == nil)
  }

  @Test func theFirstEdgeWhoseConditionHoldsIsTaken() {
    let flow = WordFlow(
      name: "test", start: .first, final: .last,
      edges: [
        Edge(.first, .second, when: wantsMore), Edge(.first, .third),
        Edge(.first, .last, when: wantsMore),
      ])
    #expect(flow.next(after: .first, answers: more) == .second)
    #expect(flow.next(after: .first, answers: less) == .third)
  }

  @Test func aConditionReadsTheAnswersByStep() {
    #expect(wantsMore.label == "wants more")
    #expect(wantsMore.holds(more))
    #expect(!wantsMore.holds(less))
    #expect(!wantsMore.holds(FlowAnswers(["first": "more"])))
    #expect(!wantsMore.holds(FlowAnswers()))
  }

  @Test func theStepsAreListedInTheOrderTheyFirstAppear() {
    #expect(branching.steps == [.first, .second, .third, .last])
    #expect(reordered.steps == [.second, .first, .third, .last])
  }

  @Test func aFlowWithoutEdgesHasOnlyItsStart() {
    #expect(WordFlow(name: "empty", start: .second, final: .last, edges: []).steps == [.second])
  }

  @Test func aStepIsFoundByItsName() {
    #expect(branching.step(named: "third") == .third)
    #expect(branching.step(named: "third")?.title == "Third")
    #expect(branching.step(named: "last") == .last)
    #expect(branching.step(named: "name") == nil)
    #expect(branching.step(named: "Third") == nil)
  }
}
