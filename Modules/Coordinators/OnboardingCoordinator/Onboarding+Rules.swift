extension Onboarding {
  /// The onboarding's rules for a flow, beyond the engine's: it ends at the summary, which
  /// finishes it, and has no other.
  public static func problems(in flow: OnboardingFlow) -> [String] {
    var problems: [String] = []
    if !flow.final.shows(.summary(.init())) {
      problems.append(
        "the final step '\(flow.final)' is not a summary; end the flow at OnboardingStep.summary, "
          + "which finishes it")
    }
    for step in flow.steps where step != flow.final && step.shows(.summary(.init())) {
      problems.append(
        "'\(step)' is a summary before the end; a flow has one summary, its last step")
    }
    return problems
  }
}
