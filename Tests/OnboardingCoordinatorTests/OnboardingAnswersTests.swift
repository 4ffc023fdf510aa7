import Foundation
import OnboardingCoordinator
import Testing

/// The answers, kept by step name and read by kind.
struct OnboardingAnswersTests {
  @Test func anAnswerIsKeptUnderItsStepsName() {
    var answers = OnboardingAnswers()
    #expect(answers[.first] == nil)
    answers[.first] = .text("Ada")
    #expect(answers.byStep == ["first": .text("Ada")])
    #expect(answers[.first] == .text("Ada"))
    // Any step of that name reads it: steps are their names.
    let renamed = OnboardingStep.textEntry(
      "first", title: "Another", placeholder: "word", noun: "another word", problem: { _ in nil })
    #expect(answers[renamed] == .text("Ada"))
    answers[.first] = nil
    #expect(answers == OnboardingAnswers())
  }

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

  @Test func answersSurviveCodingByStepName() throws {
    let answers = OnboardingAnswers([
      "first": .text("Ada"), "sharing": .choice(false), "details": .details(city: "Oslo", age: 40),
    ])
    let data = try JSONEncoder().encode(answers)
    #expect(try JSONDecoder().decode(OnboardingAnswers.self, from: data) == answers)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let byStep = try #require(object["byStep"] as? [String: Any])
    #expect(Set(byStep.keys) == ["first", "sharing", "details"])
  }
}
