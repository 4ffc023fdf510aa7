import Presentation
import Testing
import TextEntryFeature

@testable import OnboardingCoordinator

/// The email step's rule: the shape of an address, said so the user knows what to type.
struct OnboardingStepEmailTests {
  static func commit(_ text: String) -> Result<OnboardingAnswer, Refusal> {
    OnboardingStep.email.commit(.text(TextEntry.State(text: text)))
  }

  @Test func aValidAddressIsCommittedTrimmed() {
    #expect(Self.commit(" ada@example.com ") == .success(.text("ada@example.com")))
  }

  @Test func anAddressOf254CharactersIsAccepted() {
    let email = String(repeating: "a", count: 242) + "@example.com"
    #expect(Self.commit(email) == .success(.text(email)))
  }

  @Test(
    "a refused address says what is wrong and what to type instead",
    arguments: [
      ("  ", "the email address is empty; enter one, as in name@example.com"),
      (
        String(repeating: "a", count: 243) + "@example.com",
        "the email address has 255 characters; use at most 254"
      ),
      (
        "ada lovelace@example.com",
        "the email address has a space in it; write it without spaces, as in name@example.com"
      ),
      (
        "ada.example.com",
        "the email address has no '@'; it needs exactly one, as in name@example.com"
      ),
      (
        "ada@home@example.com",
        "the email address has 2 '@' signs; it needs exactly one, as in name@example.com"
      ),
      (
        "@example.com",
        "the email address has nothing before the '@'; put your name there, "
          + "as in name@example.com"
      ),
      ("ada@", "the email address has nothing after the '@'; add a domain, as in example.com"),
      (
        "ada@localhost",
        "'localhost' after the '@' is not a domain; use one with a dot, as in example.com"
      ),
      (
        "ada@example..com",
        "'example..com' after the '@' is not a domain; use one with a dot, as in example.com"
      ),
      (
        "ada@example.",
        "'example.' after the '@' is not a domain; use one with a dot, as in example.com"
      ),
      (
        "ada\u{200B}@example.com",
        "the email address holds the invisible character U+200B; enter it again"
      ),
    ])
  func refused(typed: String, problem: String) {
    #expect(Self.commit(typed) == .failure(Refusal(problem)))
  }
}
