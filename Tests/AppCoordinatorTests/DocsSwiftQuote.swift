/// A Swift block of the docs quoted afresh from the sources: how `RECORD_TRANSCRIPTS=1` keeps a
/// quoted declaration true after the declaration changes (a step added to a flow, say).
///
/// The quote's first line names where it starts; when exactly one line of the sources reads the
/// same, indentation aside, the fresh quote is that line and the ones after it up to where the
/// brackets it opens close, indented as the block was. A quote whose start is not unique, or
/// that opens no bracket, is left for a person to fix.
enum DocsSwiftQuote {
  /// The fresh text of a block whose first line is `first`, from `sources`, or `nil`.
  static func refreshed(startingWith first: Substring, in sources: [String]) -> String? {
    let start = first.trimmingCharacters(in: .whitespaces)
    guard !start.isEmpty else { return nil }
    var found: [(lines: [Substring], index: Int)] = []
    for source in sources {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated()
      where line.trimmingCharacters(in: .whitespaces) == start {
        found.append((lines, index))
      }
    }
    guard found.count == 1, let (lines, index) = found.first else { return nil }
    var depth = 0
    var quoted: [Substring] = []
    for line in lines[index...] {
      quoted.append(line)
      for character in line {
        if "{([".contains(character) { depth += 1 }
        if "})]".contains(character) { depth -= 1 }
      }
      if depth <= 0 { break }
    }
    guard quoted.count > 1, depth == 0 else { return nil }
    let indent = quoted[0].prefix { $0 == " " }.count
    return quoted.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) + "\n" }
      .joined()
  }
}
