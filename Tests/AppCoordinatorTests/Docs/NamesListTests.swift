import Foundation
import Testing

/// `Docs/Architecture.md` keeps one list of the package's names that a reader meets through the
/// numbers coordinator's files. The list is read from those files, not written from memory: a
/// name the files spell that the list leaves out, or a name the list keeps that the files no
/// longer spell, fails here.
struct NamesListTests {
  static let article = DocsFence.root.appendingPathComponent("Docs/Architecture.md")

  @Test("the names list of Docs/Architecture.md is the names the numbers coordinator spells")
  func theNamesListIsWhatTheNumbersCoordinatorSpells() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let listed = try #require(Self.listedNames(in: text), "Docs/Architecture.md has no names list")
    let spelled = Self.spelledNames()
    let missing = spelled.subtracting(listed).sorted()
    let stale = listed.subtracting(spelled).sorted()
    #expect(
      missing.isEmpty,
      "the numbers coordinator's files spell \(missing.joined(separator: ", ")), which the names list in Docs/Architecture.md leaves out; add a row for each"
    )
    #expect(
      stale.isEmpty,
      "the names list in Docs/Architecture.md keeps \(stale.joined(separator: ", ")), which the numbers coordinator's files no longer spell; remove those rows"
    )
  }

  @Test("a name is read from a table row between the list's markers only")
  func aNameIsReadFromARowBetweenTheMarkers() {
    let text = """
      | `Outside` | before the list |
      <!-- names: the numbers coordinator -->
      | name | what it is |
      |---|---|
      | `Coordinator` | the protocol |
      | `RouteID` | a route's identity |
      <!-- end names -->
      """
    #expect(Self.listedNames(in: text) == ["Coordinator", "RouteID"])
  }

  /// The names in the list's table, or `nil` when the article has no list.
  static func listedNames(in text: String) -> Set<String>? {
    guard let start = text.range(of: "<!-- names: the numbers coordinator -->"),
      let end = text.range(of: "<!-- end names -->", range: start.upperBound..<text.endIndex)
    else { return nil }
    let rows = text[start.upperBound..<end.lowerBound].split(separator: "\n")
    return Set(
      rows.compactMap { row in row.firstMatch(of: /^\| `([A-Za-z]+)`/).map { String($0.1) } })
  }

  /// The public names the pattern's modules declare at their top level that the numbers
  /// coordinator's files spell.
  static func spelledNames() -> Set<String> {
    let declared = ["Navigation", "Architecture", "Presentation"].flatMap { module in
      DocsShellCommand.sources(under: "Modules/Core/\(module)").flatMap { source in
        source.matches(
          of: /(?m)^public (?:final )?(?:struct|enum|protocol|class|typealias) ([A-Z][A-Za-z]*)/
        ).map { String($0.1) }
      }
    }
    let files = DocsShellCommand.sources(under: "Modules/Coordinators/NumbersCoordinator")
    let words = Set(files.flatMap { $0.matches(of: /[A-Z][A-Za-z]*/).map { String($0.0) } })
    return Set(declared).intersection(words)
  }
}
