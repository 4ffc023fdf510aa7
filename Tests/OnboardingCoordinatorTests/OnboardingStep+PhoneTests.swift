import Presentation
import Testing
import TextEntryFeature

@testable import OnboardingCoordinator

/// The phone step's rule: digits, spaces and hyphens, an optional leading `+`, 7 to 15 digits.
struct OnboardingStepPhoneTests {
  static func commit(_ text: String) -> Result<OnboardingAnswer, Refusal> {
    OnboardingStep.phone.commit(.text(TextEntry.State(text: text)))
  }

  @Test(
    "numbers of 7 to 15 digits are accepted, trimmed, as they were written",
    arguments: ["+44 20 7946 0000", " 555-0100 ", "1234567", "+123456789012345"])
  func accepted(typed: String) {
    #expect(Self.commit(typed) == .success(.text(TextEntry.trimmed(typed))))
  }

  @Test(
    "a refused number says what is wrong and what to type instead",
    arguments: [
      ("", "the phone number is empty; enter one, as in +44 20 7946 0000"),
      (
        "12ab",
        "the phone number cannot contain 'a', 'b'; use digits, spaces and hyphens, as in "
          + "+44 20 7946 0000"
      ),
      (
        "44+20",
        "the phone number cannot contain '+'; use digits, spaces and hyphens, as in "
          + "+44 20 7946 0000"
      ),
      ("123 456", "the phone number has 6 digits; use 7 to 15, as in +44 20 7946 0000"),
      ("+1234567890123456", "the phone number has 16 digits; use 7 to 15, as in +44 20 7946 0000"),
      ("555\u{200B}0100", "the phone number holds the invisible character U+200B; enter it again"),
    ])
  func refused(typed: String, problem: String) {
    #expect(Self.commit(typed) == .failure(Refusal(problem)))
  }

  @Test func thePhoneIsLinkedAndSummarisedAsTyped() throws {
    let step = OnboardingStep.phone
    #expect(step.linkValue(.text(TextEntry.State(text: "+44 20"))) == "+44 20")
    #expect(step.recapLines(.text("+44 20")).map(\.label) == ["phone"])
    #expect(try step.screenFromLink("555") == .text(TextEntry.State(text: "555")))
  }
}
