import FlowEngine
import OnboardingCoordinator
import Testing
import TextEntryFeature

// Flows of the sample's steps and text steps with rules of the tests' own, declared here so
// that the production flows can change without touching them: what the step, state and sample
// tests run. The coordinator's mechanics are tested in FlowEngineTests, on a host of their own.

/// A word of letters only, named `noun` in what the rule says.
func word(_ noun: String) -> @Sendable (String) -> String? {
  { text in
    if text.isEmpty { return "\(noun) is empty; type one" }
    if text.contains(where: { !$0.isLetter }) { return "\(noun) can hold only letters" }
    return nil
  }
}

extension OnboardingStep {
  static let first = textEntry(
    "first", title: "First", placeholder: "word", noun: "the first word",
    problem: word("the first word"))
  static let second = textEntry(
    "second", title: "Second", placeholder: "word", noun: "the second word",
    problem: word("the second word"))
  /// Typed with `extra`, labelled `extra word` on the summary.
  static let third = textEntry(
    "third", title: "Third", field: "extra", placeholder: "word", noun: "the third word",
    summaryLabel: "extra word", problem: word("the third word"))
}

extension OnboardingFlow.Condition {
  /// The second word is "more".
  static var wantsMore: Self { Self("wants more") { $0.text(of: .second) == "more" } }
}

extension OnboardingFlow {
  /// First, second, the third only when the second word is "more", then the summary.
  static var branching: Self {
    OnboardingFlow(
      name: "branching", start: .first, final: .summary,
      edges: [
        Edge(.first, .second),
        Edge(.second, .third, when: .wantsMore),
        Edge(.second, .summary),
        Edge(.third, .summary),
      ])
  }

  /// The same steps in another order, without the branch.
  static var reordered: Self {
    OnboardingFlow(
      name: "reordered", start: .second, final: .summary,
      edges: [Edge(.second, .first), Edge(.first, .third), Edge(.third, .summary)])
  }
}

extension OnboardingCoordinator.ScreenAction {
  /// A text step's action.
  static func text(_ action: TextEntry.Action) -> Self { .step(.text(action)) }
}
