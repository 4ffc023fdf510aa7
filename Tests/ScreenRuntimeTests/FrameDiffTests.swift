import ScreenRuntime
import Testing

@Suite("FrameDiff")
struct FrameDiffTests {
  static func frame(_ rows: [String], width: Int = 20) -> Frame {
    var frame = Frame(width: width, height: rows.count)
    for (row, text) in rows.enumerated() { frame.write(text, row: row, column: 0) }
    return frame
  }

  @Test("the same frame writes nothing")
  func unchanged() {
    let frame = Self.frame(["hello", "world"])
    #expect(FrameDiff.changes(from: frame, to: frame, colours: true).isEmpty)
  }

  @Test("one changed cell is one move and that cell, whatever the size of the frame")
  func oneCell() {
    for width in [20, 200] {
      let old = Self.frame(["hello", "world"], width: width)
      let new = Self.frame(["hello", "wOrld"], width: width)
      #expect(
        FrameDiff.changes(from: old, to: new, colours: true) == "\u{1B}[0m\u{1B}[2;2HO\u{1B}[0m")
    }
  }

  @Test("changes close together are one run; far apart, two moves")
  func runs() {
    let old = Self.frame(["abcdefghijklmnop"])
    let near = Self.frame(["aXcXefghijklmnop"])
    #expect(FrameDiff.changes(from: old, to: near, colours: true).contains("\u{1B}[1;2HXcX"))
    let far = Self.frame(["aXcdefghijklmnoX"])
    let text = FrameDiff.changes(from: old, to: far, colours: true)
    #expect(text.contains("\u{1B}[1;2HX") && text.contains("\u{1B}[1;16HX"))
  }

  @Test("a style is set once for a run of cells of that style, and a refusal is red in colour")
  func styles() {
    let old = Frame(width: 4, height: 1)
    var new = old
    new.write("ab", row: 0, column: 0, style: .alert)
    #expect(FrameDiff.changes(from: old, to: new, colours: true).contains("\u{1B}[0;31mab"))
    #expect(FrameDiff.changes(from: old, to: new, colours: false).contains("\u{1B}[0;1mab"))
  }

  @Test("a frame of another size is written whole, after clearing the screen")
  func resized() {
    let text = FrameDiff.changes(
      from: Self.frame(["a"], width: 3), to: Self.frame(["b", "c"], width: 3), colours: true)
    #expect(text.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(text.contains("b  ") && text.contains("c  "))
  }

  @Test("the cursor is shown where a field wants it, and hidden otherwise")
  func cursor() {
    let old = Self.frame(["a"])
    var new = old
    new.cursor = Position(row: 0, column: 3)
    #expect(FrameDiff.changes(from: old, to: new, colours: true) == "\u{1B}[1;4H\u{1B}[?25h")
    #expect(FrameDiff.changes(from: new, to: old, colours: true) == "\u{1B}[?25l")
  }
}
