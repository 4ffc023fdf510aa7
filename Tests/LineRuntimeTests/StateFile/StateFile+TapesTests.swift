import Foundation
import Testing

@testable import LineRuntime

/// A file's lines are read into tapes only when every byte is in a whole line that passes the
/// checks of the text; otherwise those checks run and say what is wrong.
struct StateFileTapesTests {
  func read(_ text: String) -> StateFile.Tapes? {
    StateFile.tapes(of: Data(text.utf8))
  }

  @Test func aSnapshotAndItsLinesOfChangesEachReadIntoATape() throws {
    let tapes = try #require(read("{\"a\":[1,2]}\n{\"keep\":1}\n{\"keep\":2}\n"))
    #expect(tapes.snapshot.count == 5)
    #expect(tapes.entries.map(\.count) == [3, 3])
  }

  @Test func aFileWithoutAnyNewlineIsASnapshotAlone() throws {
    #expect(try #require(read("{\"a\":1}")).entries.isEmpty)
  }

  @Test(arguments: [
    "{\"a\":1}\n{\"keep\":1}", "{\"a\":1.5}\n", "{\"a\":1}\n{\"b\":2e3}\n", "{\n\"a\":1\n}\n",
    "{\"a\":\"\u{7}\"}\n",
  ])
  func aLastLineUnfinishedANumberWithAFractionOrAnUnreadableLineMakesNoTapes(text: String) {
    #expect(read(text) == nil)
  }

  /// What reads into tapes passes the checks of the text, so they can be left out for it.
  @Test(arguments: [
    "{\"a\":[1,-2,{\"b\":\"\\u00e9 \\n é\"}]}\n", "{\"a\":1}\n{\"keep\":1}\n", "[]", "\"\\\"\"\n",
  ])
  func whatReadsIntoTapesPassesTheChecksOfTheText(text: String) {
    #expect(read(text) != nil)
    #expect(StateFile.textProblem(in: Data(text.utf8)) == nil)
  }

  @Test func theValuesOfAllLinesTogetherAreHeldToTheLimit() {
    let line = "[" + String(repeating: "0,", count: 999) + "0]\n"
    let lines = StateFile.largestValueCount / 1_000
    let within = Data(String(repeating: line, count: lines).utf8)
    let over = Data(String(repeating: line, count: lines + 1).utf8)
    #expect(StateFile.tapes(of: within) != nil)
    #expect(StateFile.structureProblem(in: within) == nil)
    #expect(StateFile.tapes(of: over) == nil)
    #expect(StateFile.structureProblem(in: over) != nil)
  }
}
