import Testing

@testable import ScreenRuntime

/// Two frames mixed cell by cell keep no part of a character cut from the rest.
@Suite("Frame whole characters")
struct FrameWholeCharactersTests {
  @Test("a character of three columns keeps its cells whole, and loses them all when cut")
  func charactersOfSeveralColumns() {
    var frame = Frame(width: 6, height: 1)
    frame.write("\u{915}\u{93F}\u{903}日", row: 0, column: 0)
    var mixed = frame
    mixed.wholeCharacters()
    #expect(mixed == frame)
    // The head's last continuation is taken by another frame's plain cell.
    mixed[0, 2] = Cell("x")
    mixed.wholeCharacters()
    #expect(mixed.text(ofRow: 0) == "  x日 ")
    // A wide character's head taken leaves its continuation alone: it goes too.
    mixed[0, 3] = Cell("y")
    mixed.wholeCharacters()
    #expect(mixed.text(ofRow: 0) == "  xy  ")
  }
}
