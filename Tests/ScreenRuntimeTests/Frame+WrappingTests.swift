import ScreenRuntime
import Testing

@Suite("Frame.wrapped")
struct FrameWrappingTests {
  @Test("text breaks after the last space that fits, and nothing is lost")
  func words() {
    let rows = Frame.wrapped("the sheet 'Number 5' covers the tabs", columns: 16)
    #expect(rows == ["the sheet", "'Number 5'", "covers the tabs"])
    #expect(rows.allSatisfy { Frame.columns(of: $0) <= 16 })
  }

  @Test("a word wider than a row breaks inside it; a link breaks after a slash")
  func longWords() {
    #expect(Frame.wrapped("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
    #expect(
      Frame.wrapped("/items/75/numbers/150", columns: 10) == ["/items/75/", "numbers/", "150"])
  }

  @Test("wide characters count their columns")
  func wide() {
    #expect(Frame.wrapped("日本語のテキスト", columns: 6) == ["日本語", "のテキ", "スト"])
  }

  @Test("text that fits is one row; empty text is one empty row")
  func short() {
    #expect(Frame.wrapped("fits", columns: 10) == ["fits"])
    #expect(Frame.wrapped("", columns: 10) == [""])
  }

  @Test("a hanging row keeps the line's indent, and the rows after it two columns further in")
  func hanging() {
    #expect(
      Frame.wrappedHanging("  back: nothing to go back to here", columns: 16)
        == ["  back:", "    nothing to", "    go back to", "    here"])
  }

  @Test("rows past the most are joined into the last, which alone is cut")
  func most() {
    #expect(
      Frame.wrapped("one two three four", columns: 5, most: 2, glyphs: .ascii) == ["one", "two ~"])
  }

  @Test("rows cut short keep the text as it is, with no space added where a link broke")
  func mostKeepsTheText() {
    let rows = Frame.wrapped("/items/75/numbers/150/300", columns: 10, most: 2, glyphs: .unicode)
    #expect(rows == ["/items/75/", "numbers/1…"])
  }

  @Test("a wide character after a break never makes a row wider than allowed")
  func wideAfterABreak() {
    let rows = Frame.wrapped("ab 日本語", columns: 5)
    #expect(rows.allSatisfy { Frame.columns(of: $0) <= 5 })
    #expect(rows.joined().replacingOccurrences(of: " ", with: "") == "ab日本語")
  }
}
