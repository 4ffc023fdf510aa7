/// A value as indented lines, one property per line, so that two states can be line-diffed.
public func snapshot<Value>(_ value: Value) -> String {
  var text = ""
  dump(value, to: &text, maxDepth: .max, maxItems: .max)
  // `dump` ends with a newline and starts each line, after the indentation, with "▿ " or "- ",
  // which say nothing a diff needs; the same characters inside a value must stay.
  return text.split(separator: "\n").map { line in
    let indentation = line.prefix { $0 == " " }
    let rest = line.dropFirst(indentation.count)
    guard rest.hasPrefix("▿ ") || rest.hasPrefix("- ") else { return String(line) }
    return String(indentation + rest.dropFirst(2))
  }.joined(separator: "\n")
}
