import FlowEngine
import OnboardingCoordinator
import Testing

/// The answers of onboarding steps, read by kind.
struct OnboardingAnswersTests {
  @Test func textAndChoiceReadOnlyAnswersOfTheirKind() {
    let answers = OnboardingAnswers([
      "first": .text("yes"), "sharing": .choice(true), "details": .details(city: "Oslo", age: 40),
    ])
    #expect(answers.text(of: .first) == "yes")
    #expect(answers.choice(of: .first) == nil)
    #expect(answers.choice(of: .sharing) == true)
    #expect(answers.text(of: .sharing) == nil)
    #expect(answers.text(of: .details) == nil)
    #expect(answers.choice(of: .details) == nil)
    #expect(answers.text(of: .second) == nil)
  }
}
