import Foundation
import Testing

/// Every compiler message the docs quote is what today's compiler says about today's code. A
/// block opened ```` ```compiler Module: edit "line"; edit "line" ```` names a module and the
/// edits a reader would make by mistake (`remove` one line, `remove-block` a line and the
/// lines indented under it); the test makes them on a copy of the module's sources,
/// type-checks the copy against the modules `swift build` made, and compares the errors with
/// the block. `RECORD_TRANSCRIPTS=1` writes the errors into the block instead.
struct DocsCompilerTests {
  @Test("every compiler block in the docs is what the compiler says about the edit it names")
  func everyCompilerBlockIsWhatTheCompilerSays() async throws {
    let recording = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1"
    var checked = 0
    for document in try DocsFence.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      var recorded = text
      for fence in DocsFence.fences(in: text, file: document)
      where fence.info.hasPrefix("compiler ") {
        checked += 1
        let quote = try #require(
          CompilerQuote(fence.info), "\(fence.place): \(CompilerQuote.grammar)")
        let said = try await quote.errors()
        if said == fence.text { continue }
        // An edit elsewhere in the file moves the quoted lines: the message is what matters,
        // and recording writes the new positions.
        if !recording, Self.withoutPositions(said) == Self.withoutPositions(fence.text) {
          continue
        }
        if recording, let range = recorded.range(of: "```\(fence.info)\n" + fence.text + "```") {
          recorded.replaceSubrange(range, with: "```\(fence.info)\n" + said + "```")
          continue
        }
        Issue.record(
          Comment(
            rawValue: "\(fence.place): the compiler says something else about this edit now "
              + "(RECORD_TRANSCRIPTS=1 writes what it says):\n" + said))
      }
      if recording, recorded != text {
        try recorded.write(to: document, atomically: true, encoding: .utf8)
      }
    }
    #expect(checked > 0, "no compiler block was found in the docs")
  }

  /// `text` with each `file:line:column:` of a message read as `file:`.
  static func withoutPositions(_ text: String) -> String {
    text.replacing(#/:\d+:\d+: /#, with: ": ")
  }

  @Test("a quote whose lines moved still matches; a quote whose message changed does not")
  func positionsAreLeftOutOfTheComparison() {
    let quoted = "A.swift:71:5: error: switch must be exhaustive\n"
    #expect(
      Self.withoutPositions("A.swift:80:5: error: switch must be exhaustive\n")
        == Self.withoutPositions(quoted))
    #expect(
      Self.withoutPositions("A.swift:71:5: error: cannot find 'x' in scope\n")
        != Self.withoutPositions(quoted))
  }

  @Test("an edit that matches no line of the module is refused, naming the line")
  func anEditThatMatchesNoLineIsRefused() throws {
    let quote = try #require(CompilerQuote(#"compiler NumbersCoordinator: remove "no such line""#))
    #expect(throws: CompilerQuote.Unmatched.self) { try quote.edited(["let a = 1\n"]) }
  }

  @Test("remove-block takes a line and the lines indented under it, and nothing after them")
  func removeBlockTakesTheLinesIndentedUnderIt() throws {
    let quote = try #require(CompilerQuote(#"compiler M: remove-block "case .b:""#))
    let source =
      "switch x {\ncase .a:\n  one()\ncase .b:\n  two()\n  three()\ncase .c:\n  four()\n}\n"
    #expect(
      try quote.edited([source]) == ["switch x {\ncase .a:\n  one()\ncase .c:\n  four()\n}\n"])
  }
}

/// A compiler block's module and edits, read from its fence's info string.
struct CompilerQuote {
  static let grammar =
    #"a compiler block opens with 'compiler Module: remove "line"' or 'remove-block "line"', edits parted by '; '"#

  /// No line of the module's sources matches an edit.
  struct Unmatched: Error, CustomStringConvertible {
    var line: String
    var description: String { "no line of the module reads '\(line)'; quote a line as it is now" }
  }

  var module: String
  var edits: [(block: Bool, line: String)]

  init?(_ info: String) {
    guard let match = info.wholeMatch(of: /compiler ([A-Za-z]+): (.+)/) else { return nil }
    module = String(match.1)
    var edits: [(Bool, String)] = []
    for edit in match.2.split(separator: "; ") {
      guard let parts = edit.wholeMatch(of: /(remove|remove-block) "(.+)"/) else { return nil }
      edits.append((parts.1 == "remove-block", String(parts.2)))
    }
    self.edits = edits
  }

  /// The sources with the edits made: each edit takes the first line whose text, trimmed, is its
  /// line, in whichever file has it.
  func edited(_ sources: [String]) throws -> [String] {
    var files = sources.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    for edit in edits {
      var found: (file: Int, index: Int)?
      for file in files.indices where found == nil {
        if let index = files[file].firstIndex(where: {
          $0.trimmingCharacters(in: .whitespaces) == edit.line
        }) {
          found = (file, index)
        }
      }
      guard let (file, index) = found else { throw Unmatched(line: edit.line) }
      var end = index + 1
      if edit.block {
        let indent = files[file][index].prefix { $0 == " " }.count
        while end < files[file].count,
          files[file][end].isEmpty || files[file][end].prefix(while: { $0 == " " }).count > indent
        {
          end += 1
        }
      }
      files[file].removeSubrange(index..<end)
    }
    return files.map { $0.joined(separator: "\n") }
  }

  /// The compiler's errors about the edited module, one line each, as its path in the package
  /// names them.
  func errors() async throws -> String {
    let folder = try #require(
      ["Coordinators", "Features", "Clients", "Core"].map { "Modules/\($0)/\(module)" }.first {
        FileManager.default.fileExists(atPath: DocsFence.root.appendingPathComponent($0).path)
      }, "no module is named \(module) under Modules/")
    let base = DocsFence.root.appendingPathComponent(folder)
    let names = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap {
      $0 as? String
    }.filter { $0.hasSuffix(".swift") }.sorted()
    let sources = try names.map {
      try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)
    }
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("compiler-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    for (name, text) in zip(names, try edited(sources)) {
      let file = copy.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    let run = try await DocsShellRun(
      running: [
        "swiftc", "-typecheck", "-swift-version", "6", "-module-name", module,
        "-enable-upcoming-feature", "ExistentialAny",
        "-enable-upcoming-feature", "InternalImportsByDefault", "-I", modules.path,
      ] + names, in: copy)
    let lines = (run.output + run.errors).split(separator: "\n").filter {
      $0.contains(#/^[^ ]+\.swift:\d+:\d+: error: /#)
    }
    return lines.map { "\(folder)/\($0)\n" }.joined()
  }
}
