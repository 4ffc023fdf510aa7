import FlowEngine
import Presentation
import Testing

/// Reading a link's step segments against a declaration, one at a time.
struct FlowLinkReaderTests {
  /// Enters `names` in order, completing each with `answers` by name, and returns the error.
  static func refusal(
    _ names: [String], in flow: WordFlow = branching, answers: [String: String] = [:]
  ) -> String? {
    var reader = FlowLinkReader(flow: flow)
    do throws(Refusal) {
      for name in names {
        _ = try reader.enter(name)
        if let answer = answers[name] { reader.complete(with: answer) }
      }
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aLinkThatFollowsTheBranchIsRead() throws {
    var reader = FlowLinkReader(flow: branching)
    #expect(try reader.enter("first") == .first)
    reader.complete(with: "one")
    #expect(try reader.enter("second") == .second)
    reader.complete(with: "more")
    #expect(reader.expected == .third)
    #expect(try reader.enter("third") == .third)
    #expect(reader.taken == [.first, .second, .third])
    #expect(reader.answers == FlowAnswers(["first": "one", "second": "more"]))
  }

  @Test func aLinkMustStartAtTheStart() {
    #expect(
      Self.refusal(["second"]) == "the flow starts at 'first' with these answers, not 'second'")
  }

  @Test func aLinkMustTakeTheBranchItsAnswersLeadTo() {
    #expect(
      Self.refusal(["first", "second", "third"], answers: ["first": "one", "second": "less"])
        == "after 'second' the flow goes to 'last' with these answers, not 'third'")
  }

  @Test func aStepNotCompletedLeadsNowhereFurther() {
    #expect(
      Self.refusal(["first", "second"])
        == "after 'first' the flow goes to 'first' with these answers, not 'second'")
  }

  @Test func aNameThatIsNoStepIsRefusedWithTheSteps() {
    #expect(
      Self.refusal(["nickname"])
        == "'nickname' is not a step of this flow; the steps are first, second, third, last")
  }

  @Test func nothingFollowsTheFinalStep() {
    #expect(
      Self.refusal(
        ["second", "first", "third", "last", "first"], in: reordered,
        answers: ["second": "a", "first": "b", "third": "c"])
        == "the flow ends at 'last'; nothing comes after it but 'confirm=...'")
  }
}
