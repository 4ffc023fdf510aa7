import OnboardingCoordinator
import Testing

/// What a declaration says comes next, on the flows the tests declare.
struct OnboardingFlowTests {
  typealias Edge = OnboardingFlow.Edge

  static let more = OnboardingAnswers(["second": .text("more")])
  static let less = OnboardingAnswers(["second": .text("less")])

  @Test func theBranchingFlowGoesFromTheFirstStepToTheSecond() {
    let flow = OnboardingFlow.branching
    #expect(flow.next(after: .first, answers: OnboardingAnswers()) == .second)
    #expect(flow.next(after: .third, answers: Self.more) == .summary)
  }

  @Test func theBranchIsTakenWhenItsConditionHoldsAndTheNextEdgeOtherwise() {
    let flow = OnboardingFlow.branching
    #expect(flow.next(after: .second, answers: Self.more) == .third)
    #expect(flow.next(after: .second, answers: Self.less) == .summary)
    #expect(flow.next(after: .second, answers: OnboardingAnswers()) == .summary)
  }

  @Test func theFinalStepHasNoNextStep() {
    #expect(OnboardingFlow.branching.next(after: .summary, answers: OnboardingAnswers()) == nil)
    #expect(OnboardingFlow.reordered.next(after: .summary, answers: OnboardingAnswers()) == nil)
  }

  @Test func anotherDeclarationRunsTheSameStepsInAnotherOrderWithoutTheBranch() {
    let flow = OnboardingFlow.reordered
    #expect(flow.start == .second)
    #expect(flow.next(after: .second, answers: Self.more) == .first)
    #expect(flow.next(after: .first, answers: Self.more) == .third)
    #expect(flow.next(after: .third, answers: Self.more) == .summary)
  }

  @Test func aStepTheFlowDoesNotHoldHasNoNextStep() {
    let elsewhere = OnboardingStep.textEntry(
      "elsewhere", title: "Elsewhere", placeholder: "word", noun: "a word", problem: { _ in nil })
    #expect(OnboardingFlow.branching.next(after: elsewhere, answers: Self.more) == nil)
  }

  @Test func theFirstEdgeWhoseConditionHoldsIsTaken() {
    let flow = OnboardingFlow(
      name: "test", start: .first, final: .summary,
      edges: [
        Edge(.first, .second, when: .wantsMore),
        Edge(.first, .third),
        Edge(.first, .summary, when: .wantsMore),
      ])
    #expect(flow.next(after: .first, answers: Self.more) == .second)
    #expect(flow.next(after: .first, answers: Self.less) == .third)
  }

  @Test func aConditionReadsTheAnswersByStep() {
    let condition = OnboardingFlow.Condition.wantsMore
    #expect(condition.label == "wants more")
    #expect(condition.holds(Self.more))
    #expect(!condition.holds(Self.less))
    #expect(!condition.holds(OnboardingAnswers(["first": .text("more")])))
    #expect(!condition.holds(OnboardingAnswers()))
  }

  @Test func theStepsAreListedInTheOrderTheyFirstAppear() {
    #expect(OnboardingFlow.branching.steps == [.first, .second, .third, .summary])
    #expect(OnboardingFlow.reordered.steps == [.second, .first, .third, .summary])
  }

  @Test func aFlowWithoutEdgesHasOnlyItsStart() {
    let flow = OnboardingFlow(name: "empty", start: .second, final: .summary, edges: [])
    #expect(flow.steps == [.second])
  }

  @Test func aStepIsFoundByItsName() {
    let flow = OnboardingFlow.branching
    #expect(flow.step(named: "third") == .third)
    #expect(flow.step(named: "third")?.title == "Third")
    #expect(flow.step(named: "summary") == .summary)
    #expect(flow.step(named: "name") == nil)
    #expect(flow.step(named: "Third") == nil)
  }
}
