import FlowEngine
import Presentation
import Testing

/// The most bytes a flow's link takes, which bounds the line that carries it.
@Suite("Flow+LongestLink")
struct FlowLongestLinkTests {
  @Test func aFlowWithoutCyclesTakesEachStepOnceThenTheQuestion() {
    // Each value may need every byte encoded.
    let steps = ["/first=", "/second=", "/third="].map { $0.utf8.count + 3 * 8 }
    let last = "/last=".utf8.count
    let question = "/confirm=restart".utf8.count
    #expect(
      branching.longestLink(questionAnswers: ["leave", "restart"], capacity: 100)
        == steps.reduce(0, +) + last + question)
  }

  @Test func aStepsNameAnswersTheQuestionWhenNoOtherAnswerIsLonger() {
    let bySteps = branching.longestLink(questionAnswers: [], capacity: 100)
    #expect(branching.longestLink(questionAnswers: ["no"], capacity: 100) == bySteps)
    #expect(branching.longestLink(questionAnswers: ["restart"], capacity: 100) == bySteps + 1)
  }

  @Test func aFlowWithACycleIsBoundedByAFullStackOfItsLongestSegment() {
    let longestSegment = "second=".utf8.count + 3 * 8
    #expect(
      looping.longestLink(questionAnswers: ["leave"], capacity: 10)
        == DeepLink.longestText(segments: 10, longestSegment: longestSegment))
  }
}
