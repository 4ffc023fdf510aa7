/// Output as the docs show it: line for line, except that a line `...` stands for any number of
/// lines (none included) and `[..]` for any text within a line, so a document can quote the
/// part of a long output that it talks about.
enum DocsOutputPattern {
  /// Whether `actual` is what `expected` shows.
  static func matches(_ expected: [Substring], _ actual: [Substring]) -> Bool {
    // reachable[j]: the first i expected lines can match the first j actual lines.
    var reachable = [true] + Array(repeating: false, count: actual.count)
    for pattern in expected {
      var next = Array(repeating: false, count: actual.count + 1)
      if pattern == "..." {
        var any = false
        for j in 0...actual.count {
          any = any || reachable[j]
          next[j] = any
        }
      } else {
        for j in 0..<actual.count where reachable[j] && line(actual[j], matches: pattern) {
          next[j + 1] = true
        }
      }
      reachable = next
    }
    return reachable[actual.count]
  }

  /// Whether one line of output is what one line of the pattern shows.
  static func line(_ line: Substring, matches pattern: Substring) -> Bool {
    let parts = pattern.split(separator: "[..]", omittingEmptySubsequences: false)
    guard parts.count > 1, let first = parts.first, let last = parts.last else {
      return line == pattern
    }
    guard line.count >= first.count + last.count, line.hasPrefix(first), line.hasSuffix(last)
    else { return false }
    var rest = line.dropFirst(first.count).dropLast(last.count)
    for part in parts.dropFirst().dropLast() {
      guard let found = rest.firstRange(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// The block to record for `actual` in place of `expected`, which it no longer matches: line
  /// for line, each pattern line kept where it still matches (its `[..]` with it), the output's
  /// line where it does not. `nil` where the lines do not pair up, or `...` skips some: an
  /// excerpt chosen by hand is the reader's to mend, not to be replaced by the whole output.
  static func recorded(_ expected: [Substring], _ actual: [Substring]) -> String? {
    guard expected.count == actual.count, !expected.contains("...") else { return nil }
    return zip(expected, actual).map { pattern, line in
      Self.line(line, matches: pattern) ? pattern : line
    }
    .joined(separator: "\n")
  }
}
