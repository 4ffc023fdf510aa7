import OnboardingCoordinator
import Testing

/// The flow walked with its steps' samples: what tests and docs past the flow use instead of
/// spelling it, so it must be a state the user's actions reach.
@MainActor
struct OnboardingCoordinatorSampleTests {
  typealias State = OnboardingCoordinator.State

  @Test(arguments: OnboardingFlow.declared.map(\.name))
  func everyDeclaredFlowIsWalkedToItsEndByItsSamples(name: String) throws {
    let flow = try #require(OnboardingFlow.declared.first { $0.name == name })
    let unsampled = flow.steps.filter { $0 != flow.final && $0.sample == nil }
    #expect(unsampled.isEmpty, "the steps \(unsampled) of '\(name)' declare no sample")
    let state = State.sampled(flow: flow)
    #expect(state.routes.top.screen.stepID == flow.final.id)
    #expect(OnboardingCoordinator.problem(with: state) == nil)
    // Every step on the way holds the answer it committed.
    for step in flow.steps where state.answers[step] != nil {
      #expect(state.answers[step] == step.sample)
    }
  }

  @Test func theWalkIsWhatTypingAndContinuingReach() {
    var answers = OnboardingAnswers()
    answers[.first] = .text("one")
    answers[.second] = .text("more")
    let typed = reach {
      $0.answer("one")
      $0.answer("more")
    }
    #expect(State.sampled(flow: .branching, answers: answers, until: .third) == typed)
    answers[.third] = .text("three")
    let filled = reach {
      $0.answer("one")
      $0.answer("more")
      $0.type("three")
    }
    #expect(
      State.sampled(flow: .branching, answers: answers, until: .third, filled: true) == filled)
    let finished = reach {
      $0.answer("one")
      $0.answer("more")
      $0.answer("three")
    }
    #expect(State.sampled(flow: .branching, answers: answers) == finished)
  }

  @Test func theWalkStopsOnAStepWithoutAnAnswerOrWithOneItsRuleRefuses() {
    // The test flows' steps declare no sample.
    #expect(State.sampled(flow: .branching) == State(flow: .branching))
    var answers = OnboardingAnswers()
    answers[.first] = .text("one")
    answers[.second] = .text("2")
    let refused = State.sampled(flow: .branching, answers: answers)
    #expect(refused.routes.count == 2)
    #expect(refused.answers[.second] == nil)
  }
}

extension OnboardingCoordinator.Screen {
  /// The name of the step shown, or `nil` for the confirmation.
  fileprivate var stepID: String? {
    if case .step(let id, _) = self { id } else { nil }
  }
}
