import Foundation

/// One fenced block of a Markdown document: the unit the docs tests read.
struct DocsFence {
  var file: URL
  /// The line of the opening fence, counted from 1.
  var line: Int
  /// The line of the closing fence.
  var endLine: Int
  /// What follows the backticks on the opening fence: `sh`, `transcript numbers`, `output`.
  var info: String
  /// The block's text, without its fences, each line ended by a newline.
  var text: String

  /// What a transcript block names after `transcript`: the app and its options.
  var app: String { String(info.dropFirst("transcript ".count)) }

  /// Where the block is, as an editor takes it: `README.md:28`.
  var place: String { "\(file.lastPathComponent):\(line)" }

  /// The package's root, where README.md is.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every article in Docs.
  static func documents() throws -> [URL] {
    let docs = root.appendingPathComponent("Docs")
    let articles = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    return [root.appendingPathComponent("README.md")] + articles
  }

  /// The fenced blocks of `text`, in order. A fence may be indented (inside a list item); its
  /// closing fence is a line of three backticks at any indentation.
  static func fences(in text: String, file: URL) -> [DocsFence] {
    scan(text, file: file).fences
  }

  /// The line of a fence that `text` opens and never closes, if any: everything after it would
  /// silently be one block.
  static func unclosedFence(in text: String) -> Int? {
    scan(text, file: URL(fileURLWithPath: "/")).unclosed
  }

  private static func scan(_ text: String, file: URL) -> (fences: [DocsFence], unclosed: Int?) {
    var fences: [DocsFence] = []
    var open: (line: Int, info: String, indent: Int, lines: [String])?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indent)
      if let current = open {
        if trimmed == "```" {
          fences.append(
            DocsFence(
              file: file, line: current.line, endLine: index + 1, info: current.info,
              text: current.lines.map { $0 + "\n" }.joined()))
          open = nil
        } else {
          open?.lines.append(String(line.dropFirst(min(indent, current.indent))))
        }
      } else if trimmed.hasPrefix("```") {
        let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
        open = (index + 1, info, indent, [])
      }
    }
    return (fences, open?.line)
  }

  /// Whether `next` starts right after this block, with only blank lines between, in `text`.
  func isFollowed(by next: DocsFence, in lines: [Substring]) -> Bool {
    guard next.file == file, next.line > endLine else { return false }
    return lines[endLine..<(next.line - 1)].allSatisfy {
      $0.allSatisfy(\.isWhitespace)
    }
  }
}
