import Foundation
import Testing

/// Every block of Swift in `README.md` and `Docs/*.md` is quoted from the package's sources, so
/// a reader never copies code that no longer exists. A block marked ```` ```swift sketch ````
/// (code for a reader's own package, or shortened with `...`) is not checked, and says so.
struct DocsSwiftTests {
  @Test("every Swift block in the docs is found, line for line, in the sources")
  func everySwiftBlockIsQuotedFromTheSources() throws {
    let sources = DocsShellCommand.allSources.map(Self.normalised)
    var checked = 0
    for document in try DocsFence.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      for fence in DocsFence.fences(in: text, file: document) where fence.info == "swift" {
        checked += 1
        let quoted = Self.normalised(fence.text)
        #expect(
          sources.contains { $0.contains(quoted) },
          "\(fence.place): this Swift is not in the sources; quote the code as it is now, or mark the block 'swift sketch' when it is not meant to be"
        )
      }
    }
    #expect(checked >= 4, "the docs quote at least four blocks of Swift")
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
