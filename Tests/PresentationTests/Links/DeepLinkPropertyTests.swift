import ArchitectureTesting
import Presentation
import Testing

// Seeded property tests. A failure names the base seed and the case; run again with
// PRESENTATION_SEED set to that base seed to replay it.

@Suite("DeepLink properties")
struct DeepLinkPropertyTests {
  static let nameCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
  static let valueCharacters: [Character] =
    Array("aZ09-._~ /=%?#&+é日") + [
      "😀", "\n", "\u{0}", "\u{7F}", "e\u{301}", "\u{1B}",
    ]
  static let printable = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/=%")

  @Test("printing a link of random segments and parsing the text gives the same link")
  func printThenParse() throws {
    let base = propertySeed(default: 0x1111_2222)
    var rng = SeededRandom(seed: base)
    for index in 0..<2_000 {
      let link = DeepLink(
        (0..<rng.int(in: 0...6)).map { _ in
          DeepLink.Segment(
            rng.string(from: Self.nameCharacters, count: 1...8),
            value: rng.chance(30) ? nil : rng.string(from: Self.valueCharacters, count: 0...10))
        })
      let text = link.description
      let context: Comment = "PRESENTATION_SEED=\(base), case \(index): \(text)"
      #expect(text.allSatisfy(Self.printable.contains), context)
      #expect(try DeepLink(parsing: text) == link, context)
    }
  }

  @Test("every text that parses is the canonical spelling of its link")
  func parseThenPrint() {
    let base = propertySeed(default: 0x3333_4444)
    var rng = SeededRandom(seed: base)
    let alphabet = Array("/ab3-=%20415AFfCc~. é")
    var accepted = 0
    for index in 0..<5_000 {
      let text = (rng.chance(90) ? "/" : "") + rng.string(from: alphabet, count: 0...10)
      guard let link = try? DeepLink(parsing: text) else { continue }
      accepted += 1
      #expect(link.description == text, "PRESENTATION_SEED=\(base), case \(index)")
    }
    // Enough random texts are links for the property to say something.
    #expect(accepted > 100)
  }
}
