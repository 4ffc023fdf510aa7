import FlowEngine
import OnboardingCoordinator
import Testing

/// The coordinator's own rules for a flow, beyond the engine's.
struct OnboardingStepRulesTests {
  typealias Edge = OnboardingFlow.Edge

  static func flow(
    start: OnboardingStep = .first, final: OnboardingStep = .summary, _ edges: [Edge]
  ) -> OnboardingFlow {
    OnboardingFlow(name: "test", start: start, final: final, edges: edges)
  }

  @Test func theFinalStepMustBeTheSummary() {
    let flow = Self.flow(final: .third, [Edge(.first, .second), Edge(.second, .third)])
    #expect(
      flow.problems == [
        "the final step 'third' is not a summary; end the flow at OnboardingStep.summary, which "
          + "finishes it"
      ])
  }

  @Test func aSummaryBeforeTheEndIsRefused() {
    let flow = Self.flow(final: .third, [Edge(.first, .summary), Edge(.summary, .third)])
    #expect(
      flow.problems == [
        "the final step 'third' is not a summary; end the flow at OnboardingStep.summary, which "
          + "finishes it",
        "'summary' is a summary before the end; a flow has one summary, its last step",
      ])
  }
}

/// A step's commands live beside the flow's own on every screen.
struct OnboardingFlowCommandTests {
  typealias Edge = OnboardingFlow.Edge

  static func problems(withField field: String) -> [String] {
    let step = OnboardingStep.textEntry(
      "code", title: "Code", field: field, placeholder: "x", noun: "the code",
      problem: { _ in nil })
    return OnboardingFlow(
      name: "commands", start: .first, final: .summary,
      edges: [Edge(.first, step), Edge(step, .summary)]
    ).problems
  }

  @Test(arguments: ["backto", "restart"])
  func aFieldNamedLikeTheFlowsOwnCommandIsRefused(field: String) {
    #expect(
      Self.problems(withField: field) == [
        "the step 'code' has a command '\(field)', which is the flow's own; name its field "
          + "otherwise"
      ])
  }

  @Test func aFieldNamedLikeTheStepsNextIsRefused() {
    #expect(
      Self.problems(withField: "next") == [
        "the step 'code' has two commands named 'next'; name its field otherwise"
      ])
  }

  @Test func aFieldOfItsOwnNameIsAccepted() {
    #expect(Self.problems(withField: "code") == [])
  }
}
