/// A value as indented lines, one property per line, so that two states can be line-diffed.
public func snapshot<Value>(_ value: Value) -> String {
  var text = ""
  dump(value, to: &text, maxDepth: .max, maxItems: .max)
  // `dump` ends with a newline and marks lines with "▿"/"-" that say nothing a diff needs.
  return text.split(separator: "\n").map { line in
    line.replacingOccurrences(of: "▿ ", with: "").replacingOccurrences(of: "- ", with: "")
  }.joined(separator: "\n")
}
