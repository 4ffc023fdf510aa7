import Presentation
import ScreenRuntime
import Testing

@Suite("RefusalWording")
struct RefusalWordingTests {
  @Test("a refusal's remedies are worded as the keys that do them, after its message")
  func remediesAsKeys() {
    let words = RefusalWording.words(
      "the sheet 'Confirm' covers the tabs",
      remedies: [Remedy(.back, "to close it first"), Remedy(.openLink, "to go anywhere at once")]
    ) { means in means == .back ? "←" : "/" }
    #expect(
      words
        == "the sheet 'Confirm' covers the tabs; press ← to close it first, or / to go anywhere at once"
    )
  }

  @Test("a refusal without remedies is its message alone")
  func noRemedies() {
    #expect(
      RefusalWording.words("nothing to go back to", remedies: []) { _ in "?" }
        == "nothing to go back to")
  }
}
