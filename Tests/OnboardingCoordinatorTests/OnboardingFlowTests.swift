import OnboardingCoordinator
import Testing

struct OnboardingFlowTests {
  typealias Edge = OnboardingFlow.Edge

  @Test func theStandardFlowGoesFromNameToEmailToTheChoice() {
    let flow = OnboardingFlow.standard
    #expect(flow.next(after: .name, answers: OnboardingAnswers()) == .email)
    #expect(flow.next(after: .email, answers: OnboardingAnswers(name: "Ada")) == .sharing)
    #expect(flow.next(after: .details, answers: OnboardingAnswers(sharesMore: true)) == .summary)
  }

  @Test func sharingMoreBranchesToTheDetailsAndAnythingElseToTheSummary() {
    let flow = OnboardingFlow.standard
    #expect(flow.next(after: .sharing, answers: OnboardingAnswers(sharesMore: true)) == .details)
    #expect(flow.next(after: .sharing, answers: OnboardingAnswers(sharesMore: false)) == .summary)
    #expect(flow.next(after: .sharing, answers: OnboardingAnswers()) == .summary)
  }

  @Test func theFinalStepHasNoNextStep() {
    #expect(OnboardingFlow.standard.next(after: .summary, answers: OnboardingAnswers()) == nil)
    #expect(OnboardingFlow.emailFirst.next(after: .summary, answers: OnboardingAnswers()) == nil)
  }

  @Test func theEmailFirstFlowRunsTheSameStepsInAnotherOrderWithoutTheBranch() {
    let flow = OnboardingFlow.emailFirst
    let sharing = OnboardingAnswers(sharesMore: true)
    #expect(flow.start == .email)
    #expect(flow.next(after: .email, answers: sharing) == .name)
    #expect(flow.next(after: .name, answers: sharing) == .details)
    #expect(flow.next(after: .details, answers: sharing) == .summary)
    #expect(flow.next(after: .sharing, answers: sharing) == nil)
  }

  @Test func theFirstEdgeWhoseConditionHoldsIsTaken() {
    let flow = OnboardingFlow(
      name: "test", start: .name, final: .summary,
      edges: [
        Edge(.name, .email, when: .sharesMore),
        Edge(.name, .details),
        Edge(.name, .sharing, when: .sharesMore),
      ])
    #expect(flow.next(after: .name, answers: OnboardingAnswers(sharesMore: true)) == .email)
    #expect(flow.next(after: .name, answers: OnboardingAnswers(sharesMore: false)) == .details)
  }

  @Test func theSharesMoreConditionHoldsOnlyForYes() {
    let condition = OnboardingFlow.Condition.sharesMore
    #expect(condition.label == "shares more")
    #expect(condition.holds(OnboardingAnswers(sharesMore: true)))
    #expect(!condition.holds(OnboardingAnswers(sharesMore: false)))
    #expect(!condition.holds(OnboardingAnswers()))
  }

  @Test func theStepsAreListedInTheOrderTheyFirstAppear() {
    #expect(OnboardingFlow.standard.steps == [.name, .email, .sharing, .details, .summary])
    #expect(OnboardingFlow.emailFirst.steps == [.email, .name, .details, .summary])
  }

  @Test func aFlowWithoutEdgesHasOnlyItsStart() {
    let flow = OnboardingFlow(name: "empty", start: .email, final: .summary, edges: [])
    #expect(flow.steps == [.email])
  }

  @Test func theDeclaredFlowsAreTheStandardAndTheEmailFirst() {
    #expect(OnboardingFlow.declared.map(\.name) == ["standard", "email first"])
  }

  @Test func everyStepIsTitledByItsScreen() {
    let titles = OnboardingStep.allCases.map(\.title)
    #expect(titles == ["Name", "Email", "Share more?", "Details", "Summary"])
  }
}
