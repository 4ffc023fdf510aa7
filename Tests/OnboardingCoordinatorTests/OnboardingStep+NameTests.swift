import Presentation
import Testing
import TextEntryFeature

@testable import OnboardingCoordinator

/// The name step's rule, as its definition commits a screen: what the user's "next" does.
struct OnboardingStepNameTests {
  static func commit(_ text: String) -> Result<OnboardingAnswer, Refusal> {
    OnboardingStep.name.commit(.text(TextEntry.State(text: text)))
  }

  @Test(
    "names of letters, spaces, hyphens and apostrophes up to 40 characters are accepted trimmed",
    arguments: [
      ("  Ada Lovelace ", "Ada Lovelace"),
      ("Zoë O'Brien-Núñez D\u{2019}Arcy", "Zoë O'Brien-Núñez D\u{2019}Arcy"),
      (String(repeating: "a", count: 40), String(repeating: "a", count: 40)),
    ])
  func accepted(typed: String, committed: String) {
    #expect(Self.commit(typed) == .success(.text(committed)))
  }

  @Test(
    "a refused name says what is wrong and what to type instead",
    arguments: [
      ("   ", "the name is empty; enter your name, in letters"),
      (String(repeating: "a", count: 41), "the name has 41 characters; use at most 40"),
      (
        "R2-D2!",
        "the name cannot contain '2', '!'; use only letters, spaces, hyphens and apostrophes"
      ),
      ("-'-", "the name has no letters; enter your name, in letters"),
      ("A\u{2060}da", "the name holds the invisible character U+2060; enter it again"),
    ])
  func refused(typed: String, problem: String) {
    #expect(Self.commit(typed) == .failure(Refusal(problem)))
  }

  @Test func theNameIsATextStepTitledNameOnTheSummary() throws {
    let step = OnboardingStep.name
    #expect(step.id == "name")
    #expect(step.title == "Name")
    #expect(step.recapLines(.text("Ada")).map(\.label) == ["name"])
    #expect(step.linkValue(.text(TextEntry.State(text: "Ada L"))) == "Ada L")
    #expect(try step.screenFromLink("Ada") == .text(TextEntry.State(text: "Ada")))
  }
}
