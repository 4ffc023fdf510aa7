import AppCoordinator
import Foundation
import Testing

/// The showcase's link grammar in `Docs/DeepLinks.md` names the app's first segments: the
/// welcome cover's and one per tab, read from the tabs the app declares. A tab added, removed or
/// renamed fails here until the grammar says so.
struct DeepLinksGrammarTests {
  static let article = DocsFence.root.appendingPathComponent("Docs/DeepLinks.md")

  @Test("the showcase-link rule of Docs/DeepLinks.md names the cover and every tab, in order")
  func theGrammarNamesEveryTab() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let named = Self.firstSegments(in: text)
    let declared = ["welcome"] + AppTab.allCases.map(\.rawValue)
    #expect(
      named == declared,
      "the showcase-link rule in Docs/DeepLinks.md starts links with \(named.joined(separator: ", ")), where the app's are \(declared.joined(separator: ", ")); give the rule one alternative '\"/NAME\" ...-tail' per tab, in AppTab's order"
    )
  }

  @Test("an error quoted in Docs/DeepLinks.md that lists the first words lists the app's")
  func quotedErrorsListTheDeclaredWords() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    // A list item's lines joined, as the quote reads.
    let flat = text.replacingOccurrences(of: "\n  ", with: " ")
    let declared = (["welcome"] + AppTab.allCases.map(\.rawValue)).joined(separator: ", ")
    var quoted = 0
    var rest = flat[...]
    while let found = rest.range(of: "a link starts with one of ") {
      let listed = rest[found.upperBound...].prefix { $0 != "`" && $0 != "\n" }
      #expect(
        listed == declared,
        "Docs/DeepLinks.md quotes an error listing \(listed), where the app lists \(declared); quote the app's words"
      )
      quoted += 1
      rest = rest[found.upperBound...]
    }
    #expect(quoted >= 1, "Docs/DeepLinks.md quotes the error of an unknown first word")
  }

  @Test("the first segments are read from the rule's alternatives, up to the next rule")
  func theFirstSegmentsAreReadFromTheRule() {
    let text = """
      showcase-link = "/welcome" onboarding-tail  ; a comment "/not"
                    / "/numbers" numbers-tail
                    / "/"
      items-tail    = [ "/" item-id ]
                    / "/other"
      """
    #expect(Self.firstSegments(in: text) == ["welcome", "numbers"])
  }

  /// The words of the `"/word"` alternatives of the `showcase-link` rule, comments left out.
  static func firstSegments(in text: String) -> [String] {
    var words: [String] = []
    var inRule = false
    for line in text.split(separator: "\n") {
      let code = line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("showcase-link") {
        inRule = true
      } else if code.contains("=") && !code.hasPrefix("/") || code.isEmpty {
        inRule = false
      }
      guard inRule, let start = code.range(of: #""/"#) else { continue }
      let word = code[start.upperBound...].prefix { $0 != "\"" }
      if !word.isEmpty { words.append(String(word)) }
    }
    return words
  }
}
