/// A Swift block of the docs quoted afresh from the sources: how `RECORD_TRANSCRIPTS=1` keeps a
/// quoted declaration true after the declaration changes (a step added to a flow, a screen to a
/// coordinator).
///
/// The quote starts where the sources read its first line, indentation aside. Where several
/// places do (a doc comment every coordinator has, a `case` of several switches), the one that
/// reads the most of the quote's next lines in order is it, if only one does. The fresh quote
/// runs from there until the brackets it opens close again, so a quote may begin with doc
/// comments or with a `case` whose arm opens its brackets later. A quote whose start stays
/// ambiguous, or that opens no bracket, is left for a person to fix.
enum DocsSwiftQuote {
  /// The fresh text of `block`, from `sources`, or `nil`.
  static func refreshed(quoting block: String, in sources: [String]) -> String? {
    let wanted = block.split(separator: "\n").map(trimmed).filter { !$0.isEmpty }
    guard let first = wanted.first else { return nil }
    var best: (lines: [Substring], index: Int, reads: Int)?
    var tied = false
    for source in sources {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where trimmed(line) == first {
        let reads = linesRead(of: wanted, from: lines[index...])
        if reads > best?.reads ?? 0 {
          best = (lines, index, reads)
          tied = false
        } else if reads == best?.reads {
          tied = true
        }
      }
    }
    guard let best, !tied else { return nil }
    // As many bracketed groups as the quote holds: two declarations quoted together stay two.
    let groups = closedGroups(in: wanted[...])
    var depth = 0
    var closed = 0
    var quoted: [Substring] = []
    for line in best.lines[best.index...] {
      guard closed < groups else { break }
      quoted.append(line)
      let before = depth
      depth += bracketChange(of: line)
      if before > 0 || depth > 0, depth <= 0 { closed += 1 }
    }
    guard groups > 0, closed == groups, depth == 0 else { return nil }
    let indent = quoted[0].prefix { $0 == " " }.count
    return quoted.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) + "\n" }
      .joined()
  }

  /// How many groups of lines open brackets and close them again, in order.
  private static func closedGroups<Lines: Sequence>(in lines: Lines) -> Int
  where Lines.Element: StringProtocol {
    var depth = 0
    var closed = 0
    for line in lines {
      let before = depth
      depth += bracketChange(of: line)
      if before > 0 || depth > 0, depth <= 0 { closed += 1 }
    }
    return closed
  }

  /// The brackets a line opens, less those it closes.
  private static func bracketChange<Line: StringProtocol>(of line: Line) -> Int {
    line.reduce(0) { $0 + ("{([".contains($1) ? 1 : "})]".contains($1) ? -1 : 0) }
  }

  /// How many of `wanted`'s lines `lines` reads in order from its start, blank lines aside.
  private static func linesRead(of wanted: [String], from lines: ArraySlice<Substring>) -> Int {
    var reads = 0
    for line in lines where !trimmed(line).isEmpty {
      guard reads < wanted.count, trimmed(line) == wanted[reads] else { break }
      reads += 1
    }
    return reads
  }

  private static func trimmed(_ line: Substring) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }
}
