import AppCoordinator
import Foundation
import ItemsCoordinator
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import SettingsCoordinator
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

  @Test("every word a screen's link is read by is in a grammar of Docs/DeepLinks.md")
  func theGrammarsNameEveryWord() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let words: [(String, [String])] = [
      ("NumbersCoordinator", Self.words(NumbersCoordinator.screens)),
      ("ItemsCoordinator", Self.words(ItemsCoordinator.screens)),
      ("SettingsCoordinator", Self.words(SettingsCoordinator.screens)),
      ("the onboarding flows", OnboardingFlow.declared.flatMap { $0.steps.map(\.id) }),
    ]
    for (owner, declared) in words {
      for word in declared
      where !text.contains("\"\(word)") && !text.contains("\"/\(word)") {
        Issue.record(
          Comment(
            rawValue:
              "Docs/DeepLinks.md has no grammar with '\(word)', a word of \(owner)'s links; add it "
              + "to the rule of its links, quoted as \"\(word)\""))
      }
    }
  }

  /// The words `screens` read links by: the first quoted word of each usage, its value left
  /// out, as in `sheet` of "'sheet=N', as in 'sheet=3'".
  static func words<Screen, Action>(_ screens: [ScreenCase<Screen, Action>]) -> [String] {
    screens.flatMap { $0.link?.usage ?? [] }.compactMap { usage in
      guard usage.hasPrefix("'") else { return nil }
      let quoted = usage.dropFirst().prefix { $0 != "'" }
      return String(quoted.prefix { $0 != "=" })
    }
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
