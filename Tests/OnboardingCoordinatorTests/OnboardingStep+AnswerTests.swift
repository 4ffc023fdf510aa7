import OnboardingCoordinator
import Testing

/// A text kept outside the flow (the settings' name and email) is checked by the step's own
/// rule, the one its typed command meets.
struct OnboardingStepAnswerTests {
  @Test("a text the step commits as it is has no problem")
  func acceptedAsItIs() {
    #expect(OnboardingStep.name.problem(withText: "Ada Lovelace") == nil)
    #expect(OnboardingStep.email.problem(withText: "ada@example.com") == nil)
  }

  @Test("a text the step refuses gets the step's own reason")
  func refusedByTheRule() {
    #expect(
      OnboardingStep.email.problem(withText: "ada")
        == "the email address has no '@'; it needs exactly one, as in name@example.com")
    #expect(
      OnboardingStep.name.problem(withText: String(repeating: "a", count: 10_000_000))
        == "the name has 10000000 characters; use at most 40")
  }

  @Test("a text the step would trim is no answer it gives")
  func surroundingSpaces() {
    #expect(
      OnboardingStep.name.problem(withText: "Ada\n")
        == "it has spaces or line breaks around it; remove them")
  }

  @Test("a step that takes no text says so")
  func notATextStep() {
    #expect(OnboardingStep.sharing.problem(withText: "yes") != nil)
  }
}
