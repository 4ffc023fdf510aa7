import ScreenRuntime
import Testing

@Suite("Frame")
struct FrameTests {
  @Test("text is clipped at the frame's edge and at a limit, and says how many columns it took")
  func clipping() {
    var frame = Frame(width: 6, height: 1)
    #expect(frame.write("abcdefgh", row: 0, column: 2) == 4)
    #expect(frame.text(ofRow: 0) == "  abcd")
    #expect(frame.write("xyz", row: 0, column: 0, limit: 1) == 1)
    #expect(frame.text(ofRow: 0) == "x abcd")
  }

  @Test("a wide character takes two cells, and one that does not fit whole is left out")
  func wideCharacters() {
    var frame = Frame(width: 5, height: 1)
    #expect(frame.write("日本語", row: 0, column: 0) == 4)
    #expect(frame[0, 1].isContinuation && !frame[0, 2].isContinuation)
    #expect(frame.text(ofRow: 0) == "日本 ")
  }

  @Test("a character with spacing marks takes a cell per column; a resize that cuts it blanks it")
  func charactersWithSpacingMarks() {
    // क with the vowel sign ि and the visarga ः: one character, three columns on a terminal.
    var frame = Frame(width: 5, height: 1)
    #expect(frame.write("a\u{915}\u{93F}\u{903}b", row: 0, column: 0) == 5)
    #expect([1, 2, 3, 4].map { frame[0, $0].isContinuation } == [false, true, true, false])
    #expect(frame.text(ofRow: 0) == "a\u{915}\u{93F}\u{903}b")
    #expect(frame.resized(width: 3, height: 1).text(ofRow: 0) == "a  ")
  }

  @Test("the ending of a text that fits a width is its last whole characters, as drawn")
  func endingOfText() {
    #expect(Frame.ending(of: "abcdef", columns: 3) == "def")
    #expect(Frame.ending(of: "a日本", columns: 3) == "本")
    #expect(Frame.ending(of: "ab", columns: 5) == "ab")
    // An escape takes the columns it is drawn in: U+001B shows as '\u{001B}', eight of them.
    #expect(Frame.ending(of: "a\u{1B}", columns: 8) == "\u{1B}")
    #expect(Frame.ending(of: "a\u{1B}", columns: 7) == "")
  }

  @Test("control characters from data are shown escaped, never written to the terminal")
  func escapes() {
    var frame = Frame(width: 20, height: 1)
    frame.write("a\u{1B}[2Jb", row: 0, column: 0)
    #expect(frame.text(ofRow: 0).hasPrefix("a\\u{001B}[2Jb"))
  }

  @Test("writing outside the frame changes nothing")
  func outside() {
    var frame = Frame(width: 3, height: 2)
    #expect(frame.write("abc", row: 5, column: 0) == 0)
    frame[-1, 0] = Cell("x")
    #expect(frame == Frame(width: 3, height: 2))
  }

  @Test("filling a rectangle that starts outside the frame changes nothing, and never traps")
  func fillOutside() {
    var frame = Frame(width: 3, height: 2)
    frame.fill(top: 8, left: 0, width: 1, height: 1, style: .bold)
    frame.fill(top: -5, left: -5, width: 2, height: 2, style: .bold)
    frame.fill(top: 0, left: 9, width: 2, height: 2, style: .bold)
    #expect(frame == Frame(width: 3, height: 2))
    frame.fill(top: -1, left: -1, width: 2, height: 2, style: .bold)
    #expect(frame[0, 0] == Cell(" ", style: .bold))
    #expect(frame[1, 1] == Cell(" "))
  }

  @Test("a resized frame keeps what overlaps, and a wide character cut at the edge goes")
  func resized() {
    var frame = Frame(width: 4, height: 2)
    frame.write("a日", row: 0, column: 0)
    let smaller = frame.resized(width: 2, height: 1)
    #expect(smaller.text(ofRow: 0) == "a ")
    #expect(frame.resized(width: 6, height: 3).text(ofRow: 0) == "a日   ")
  }

  @Test("text too wide is cut with an ellipsis, in the glyphs of the locale")
  func fitted() {
    #expect(Frame.fitted("abcdef", columns: 4, glyphs: .unicode) == "abc…")
    #expect(Frame.fitted("abcdef", columns: 4, glyphs: .ascii) == "abc~")
    #expect(Frame.fitted("abc", columns: 4, glyphs: .unicode) == "abc")
  }
}
