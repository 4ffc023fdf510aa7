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

  @Test("a string's width is the sum of its characters'")
  func sum() {
    #expect(TerminalColumns.width(of: "> 日本 ok") == 9)
  }
}
