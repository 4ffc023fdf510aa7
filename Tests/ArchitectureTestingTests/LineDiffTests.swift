import ArchitectureTesting
import Testing

@Suite("lineDiff")
struct LineDiffTests {
  /// Twenty numbered lines, the text most tests change one part of.
  let twenty = (1...20).map { "line \($0)" }

  @Test("equal texts have no diff")
  func equalTexts() {
    #expect(lineDiff(expected: "a\nb\nc", actual: "a\nb\nc") == nil)
    #expect(lineDiff(expected: "", actual: "") == nil)
  }

  @Test("a changed line shows the expected version with - and the actual one with +")
  func changedLine() {
    let diff = lineDiff(expected: "a\nb\nc", actual: "a\nB\nc")
    // The expected line comes first, as the failure header "(- expected, + actual)" reads.
    #expect(diff == "  a\n- b\n+ B\n  c")
  }

  @Test("a line only in the actual text is an insertion marked +")
  func insertedLine() {
    #expect(lineDiff(expected: "a\nc", actual: "a\nb\nc") == "  a\n+ b\n  c")
  }

  @Test("a line only in the expected text is a deletion marked -")
  func deletedLine() {
    #expect(lineDiff(expected: "a\nb\nc", actual: "a\nc") == "  a\n- b\n  c")
  }

  @Test("a missing final newline shows as an added empty line")
  func finalNewline() {
    #expect(lineDiff(expected: "a", actual: "a\n") == "  a\n+ ")
  }

  @Test("unchanged runs beyond the context are elided with a count of the lines left out")
  func longUnchangedRunsAreElided() {
    var actual = twenty
    actual[9] = "changed"
    let diff = lineDiff(
      expected: twenty.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    let expected = [
      "  … 6 unchanged lines",
      "  line 7", "  line 8", "  line 9",
      "- line 10", "+ changed",
      "  line 11", "  line 12", "  line 13",
      "  … 7 unchanged lines",
    ]
    #expect(diff == expected.joined(separator: "\n"))
  }

  @Test("a long unchanged run between two changes keeps context on both sides")
  func runBetweenChanges() {
    var actual = twenty
    actual[0] = "first"
    actual[19] = "last"
    let diff = lineDiff(
      expected: twenty.joined(separator: "\n"), actual: actual.joined(separator: "\n"), context: 2)
    let expected = [
      "- line 1", "+ first",
      "  line 2", "  line 3",
      "  … 14 unchanged lines",
      "  line 18", "  line 19",
      "- line 20", "+ last",
    ]
    #expect(diff == expected.joined(separator: "\n"))
  }

  @Test("a short unchanged run between two changes is shown whole")
  func shortRunBetweenChanges() {
    let diff = lineDiff(expected: "a\n1\n2\n3\nb", actual: "A\n1\n2\n3\nB", context: 2)
    #expect(diff == "- a\n+ A\n  1\n  2\n  3\n- b\n+ B")
  }

  @Test("a difference too large for the line table is shown as one block, removals first")
  func hugeDifferenceFallsBackToBlock() throws {
    // Every other line changes, so a line table would keep the odd lines as shared; past the
    // size limit the whole middle must come out as removals, then additions.
    let count = 2_100
    let expected = (0..<count).map { "x\($0)" }
    let actual = (0..<count).map { $0.isMultiple(of: 2) ? "y\($0)" : "x\($0)" }
    let diff = try #require(
      lineDiff(
        expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")))
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    let middle = count - 1
    #expect(lines.count == 2 * middle + 1)
    #expect(lines.prefix(middle).allSatisfy { $0.hasPrefix("- ") })
    #expect(lines.dropFirst(middle).prefix(middle).allSatisfy { $0.hasPrefix("+ ") })
    #expect(lines.first == "- x0")
    #expect(lines[middle] == "+ y0")
    #expect(lines.last == "  x2099")
  }
}
