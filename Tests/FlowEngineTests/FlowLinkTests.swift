import FlowEngine
import Testing

/// Which names the link grammar can carry as a step's segment.
struct FlowLinkTests {
  @Test(arguments: ["name", "second-factor2", "a"])
  func lowercaseLettersDigitsAndHyphensStartingWithALetterNameASegment(name: String) {
    #expect(FlowLink.isStepName(name))
  }

  @Test(arguments: ["", "Name", "2fa", "-a", "a b", "a_b", "caf\u{E9}", "e\u{301}"])
  func anythingElseNamesNoSegment(name: String) {
    #expect(!FlowLink.isStepName(name))
  }

  @Test func theQuestionsSegmentIsConfirm() {
    #expect(FlowLink.question == "confirm")
  }
}
