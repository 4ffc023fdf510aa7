import Testing

@testable import TerminalEditor

@Suite("TerminalColumns")
struct TerminalColumnsTests {
  @Test("ASCII and most letters take one column")
  func narrow() {
    #expect(
      ["a", " ", "~", "é", "e\u{301}", "ß", "Ж", "α"].map(TerminalColumns.width(of:)) == [
        1, 1, 1, 1, 1, 1, 1, 1,
      ])
  }

  @Test("East Asian wide and full-width characters, and emoji, take two")
  func wide() {
    #expect(
      ["日", "語", "あ", "한", "Ａ", "😀", "👩‍💻", "🇫🇷"].map(TerminalColumns.width(of:)) == [
        2, 2, 2, 2, 2, 2, 2, 2,
      ])
  }

  @Test("a combining mark or a format character alone takes none")
  func zeroWidth() {
    #expect(["\u{301}", "\u{200D}"].map(TerminalColumns.width(of:)) == [0, 0])
  }

  @Test("a spacing mark takes a column of its own, alone or joined to its base, as wcwidth counts")
  func spacingMarks() {
    // क + the vowel sign ि (U+093F), one character of two columns; the sign alone; a Tamil
    // consonant with its two-part vowel sign (U+0BCA).
    #expect(
      ["\u{915}\u{93F}", "\u{93F}", "\u{915}", "\u{B95}\u{BCA}"].map(TerminalColumns.width(of:))
        == [2, 1, 1, 2])
  }

  @Test("a string's width is the sum of its characters'")
  func sum() {
    #expect(TerminalColumns.width(of: "> 日本 ok") == 9)
  }
}
