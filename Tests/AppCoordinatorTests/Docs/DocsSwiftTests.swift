import Foundation
import Testing

/// Every block of Swift in `README.md` and `Docs/*.md` is quoted from the package's sources, so
/// a reader never copies code that no longer exists. A block marked ```` ```swift sketch ````
/// (code for a reader's own package, or shortened with `...`) is not checked, and says so.
/// With `RECORD_TRANSCRIPTS=1`, a block no longer found is quoted afresh from the place in the
/// sources that reads most of it (``DocsSwiftQuote``).
struct DocsSwiftTests {
  @Test("every Swift block in the docs is found, line for line, in the sources")
  func everySwiftBlockIsQuotedFromTheSources() throws {
    let sources = DocsShellCommand.allSources.map(Self.normalised)
    let recording = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1"
    var checked = 0
    for document in try DocsFence.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      var recorded = text
      for fence in DocsFence.fences(in: text, file: document) where fence.info == "swift" {
        checked += 1
        let quoted = Self.normalised(fence.text)
        if sources.contains(where: { $0.contains(quoted) }) { continue }
        if recording,
          let fresh = DocsSwiftQuote.refreshed(
            quoting: fence.text, in: DocsShellCommand.allSources),
          let range = recorded.range(of: "```swift\n" + fence.text + "```")
        {
          recorded.replaceSubrange(range, with: "```swift\n" + fresh + "```")
          continue
        }
        Issue.record(
          Comment(
            rawValue: "\(fence.place): this Swift is not in the sources; quote the code as it is "
              + "now (RECORD_TRANSCRIPTS=1 quotes it afresh from the one place in the sources "
              + "that reads most of it, to where its brackets close), or "
              + "mark the block 'swift sketch' when it is not meant to be"))
      }
      if recording, recorded != text {
        try recorded.write(to: document, atomically: true, encoding: .utf8)
      }
    }
    #expect(checked >= 4, "the docs quote at least four blocks of Swift")
  }

  @Test("a declaration is quoted afresh from its first line to where its brackets close")
  func aDeclarationIsQuotedAfresh() {
    let source = "struct A {\n  static var flow: [Int] {\n    [1,\n     2]\n  }\n}\n"
    #expect(
      DocsSwiftQuote.refreshed(quoting: "static var flow: [Int] {\n  [1]\n}\n", in: [source])
        == "static var flow: [Int] {\n  [1,\n   2]\n}\n")
    #expect(DocsSwiftQuote.refreshed(quoting: "}\n", in: [source]) == nil)
    #expect(DocsSwiftQuote.refreshed(quoting: "static var other {\n}\n", in: [source]) == nil)
  }

  @Test("a start several places read is the one that reads the most of the quote; a tie is left")
  func anAmbiguousStartIsTheOneReadingMost() {
    let first = "/// The cases.\nswitch kind {\ncase .a: a\ncase .b: b\n}\n"
    let second = "/// The cases.\nswitch kind {\ncase .a: a\ncase .c: c\ncase .d: d\n}\n"
    let stale = "/// The cases.\nswitch kind {\ncase .a: a\ncase .c: c\n}\n"
    #expect(
      DocsSwiftQuote.refreshed(quoting: stale, in: [first, second])
        == "/// The cases.\nswitch kind {\ncase .a: a\ncase .c: c\ncase .d: d\n}\n")
    #expect(
      DocsSwiftQuote.refreshed(quoting: "/// The cases.\nswitch kind {\n}\n", in: [first, second])
        == nil)
  }

  @Test("an arm is quoted from its case to where the brackets it opens later close")
  func anArmIsQuotedAfresh() {
    let source =
      "switch action {\ncase .detail(let action):\n  switch action {\n  case .done: close()\n"
      + "  case .more: more()\n  }\ncase .list: break\n}\n"
    let stale = "case .detail(let action):\n  switch action {\n  case .done: close()\n  }\n"
    #expect(
      DocsSwiftQuote.refreshed(quoting: stale, in: [source])
        == "case .detail(let action):\n  switch action {\n  case .done: close()\n"
        + "  case .more: more()\n  }\n")
  }

  @Test("quoting ignores indentation, blank lines and runs of spaces, and nothing else")
  func normalisation() {
    #expect(Self.normalised("  let a =  1   // one\n\n    a\n") == "let a = 1 // one\na\n")
    #expect(Self.normalised("let a = 1") != Self.normalised("let a = 2"))
  }

  /// `text` as compared: each line without its indentation and with runs of spaces made one,
  /// blank lines left out, so reformatting and re-indenting an excerpt do not matter.
  static func normalised(_ text: String) -> String {
    text.split(separator: "\n").map { line in
      line.split(separator: " ").joined(separator: " ")
    }.filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
  }
}
