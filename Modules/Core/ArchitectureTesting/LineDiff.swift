/// A line diff of two texts, for test failures: lines only in `expected` start with `-`, lines
/// only in `actual` with `+`, shared lines with two spaces; `nil` when the texts are equal.
///
/// Unchanged runs longer than `context` lines on each side of a change are elided, so a long
/// transcript shows where it differs rather than all of itself.
public func lineDiff(expected: String, actual: String, context: Int = 3) -> String? {
  guard expected != actual else { return nil }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let lines = diffLines(old, new)
  var output: [String] = []
  var pendingSame: [String] = []
  var sinceChange = Int.max
  func flushSame(final: Bool) {
    let leading = sinceChange == Int.max ? 0 : min(context, pendingSame.count)
    let trailing = final ? 0 : min(context, pendingSame.count - leading)
    output += pendingSame.prefix(leading)
    if pendingSame.count > leading + trailing {
      output.append("  … \(pendingSame.count - leading - trailing) unchanged lines")
    }
    output += pendingSame.suffix(trailing)
    pendingSame.removeAll()
  }
  for (mark, line) in lines {
    if mark == " " {
      pendingSame.append("  " + line)
    } else {
      flushSame(final: false)
      output.append("\(mark) " + line)
      sinceChange = 0
    }
  }
  flushSame(final: true)
  return output.joined(separator: "\n")
}

/// The edit script between two line lists: a longest common subsequence on the part that
/// differs, after trimming the common head and tail.
private func diffLines(_ old: [Substring], _ new: [Substring]) -> [(Character, String)] {
  var head = 0
  while head < min(old.count, new.count), old[head] == new[head] { head += 1 }
  var tail = 0
  while tail < min(old.count, new.count) - head,
    old[old.count - 1 - tail] == new[new.count - 1 - tail]
  {
    tail += 1
  }
  let oldMiddle = Array(old[head..<(old.count - tail)])
  let newMiddle = Array(new[head..<(new.count - tail)])
  var result = old[..<head].map { (Character(" "), String($0)) }
  // A quadratic table on a huge difference would stall a failing test; show it as a block.
  if oldMiddle.count * newMiddle.count > 4_000_000 {
    result += oldMiddle.map { ("-", String($0)) } + newMiddle.map { ("+", String($0)) }
  } else {
    result += lcsScript(oldMiddle, newMiddle)
  }
  return result + old[(old.count - tail)...].map { (Character(" "), String($0)) }
}

private func lcsScript(_ old: [Substring], _ new: [Substring]) -> [(Character, String)] {
  let width = new.count + 1
  var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i * width + j] =
        old[i] == new[j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
    }
  }
  var script: [(Character, String)] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      script.append((" ", String(old[i])))
      i += 1
      j += 1
    } else if j < new.count,
      i == old.count || lengths[i * width + j + 1] > lengths[(i + 1) * width + j]
    {
      script.append(("+", String(new[j])))
      j += 1
    } else {
      script.append(("-", String(old[i])))
      i += 1
    }
  }
  return script
}
