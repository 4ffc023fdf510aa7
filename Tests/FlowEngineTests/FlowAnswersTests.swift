import FlowEngine
import Foundation
import Testing

/// The answers, kept by step name.
struct FlowAnswersTests {
  @Test func anAnswerIsKeptUnderItsStepsName() {
    var answers = FlowAnswers<Word>()
    #expect(answers[.first] == nil)
    answers[.first] = "Ada"
    #expect(answers.byStep == ["first": "Ada"])
    // Any step of that name reads it: steps are their names.
    #expect(answers[Word("first", title: "Another")] == "Ada")
    answers[.first] = nil
    #expect(answers == FlowAnswers())
  }

  @Test func answersSurviveCodingByStepName() throws {
    let answers = FlowAnswers<Word>(["first": "Ada", "second": "more"])
    let data = try JSONEncoder().encode(answers)
    #expect(try JSONDecoder().decode(FlowAnswers<Word>.self, from: data) == answers)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let byStep = try #require(object["byStep"] as? [String: Any])
    #expect(Set(byStep.keys) == ["first", "second"])
  }
}
