import Testing

@testable import TerminalEditor

@Suite("LineEditor drawing")
struct LineEditorDrawingTests {
  /// What drawing `editor` after the prompt `> ` sends, on a terminal `columns` wide.
  static func drawn(_ editor: LineEditor, columns: Int = 80) -> String {
    editor.drawing(prompt: "> ", columns: columns)
  }

  /// The drawing of a row showing `visible`, the cursor `column` columns from the left.
  static func row(_ visible: String, column: Int) -> String {
    "\r> \(visible)\u{1B}[0K\r\u{1B}[\(column)C"
  }

  @Test("the prompt, the line, the rest of the row erased, then the cursor to its column")
  func shortLine() {
    var editor = LineEditor.typed("select 3")
    #expect(Self.drawn(editor) == Self.row("select 3", column: 10))
    editor.press(.home)
    #expect(Self.drawn(editor) == Self.row("select 3", column: 2))
    #expect(Self.drawn(LineEditor(limit: 10)) == Self.row("", column: 2))
  }

  @Test("without a prompt, a cursor at the first column is not moved at all")
  func noPrompt() {
    #expect(LineEditor(limit: 10).drawing(prompt: "", columns: 80) == "\r\u{1B}[0K\r")
  }

  @Test("wide characters take two columns, combining marks none")
  func widths() {
    var editor = LineEditor.typed("日本 cafe\u{301} 😀")
    #expect(Self.drawn(editor) == Self.row("日本 cafe\u{301} 😀", column: 2 + 4 + 1 + 4 + 1 + 2))
    editor.press(.wordLeft)
    #expect(Self.drawn(editor) == Self.row("日本 cafe\u{301} 😀", column: 2 + 4 + 1 + 4 + 1))
  }

  @Test("a line wider than the row scrolls so that the cursor stays in view")
  func scrolling() {
    // Ten columns: the prompt, seven for the line, and the last one kept empty.
    var editor = LineEditor.typed("abcdefghijkl")
    #expect(Self.drawn(editor, columns: 10) == Self.row("fghijkl", column: 9))
    editor.press(.home)
    #expect(Self.drawn(editor, columns: 10) == Self.row("abcdefg", column: 2))
    editor.press(.right, .right, .right, .right, .right, .right)
    #expect(Self.drawn(editor, columns: 10) == Self.row("abcdefg", column: 8))
    editor.press(.right)
    #expect(Self.drawn(editor, columns: 10) == Self.row("bcdefgh", column: 8))
  }

  @Test("scrolling never cuts a wide character in half")
  func scrollingWide() {
    var editor = LineEditor.typed("日本語日本語")
    #expect(Self.drawn(editor, columns: 10) == Self.row("日本語", column: 8))
    editor.press(.home, .right)
    #expect(Self.drawn(editor, columns: 10) == Self.row("日本語", column: 4))
    editor = LineEditor.typed("a日本語")
    #expect(Self.drawn(editor, columns: 9) == Self.row("日本語", column: 8))
  }

  @Test("a terminal no wider than the prompt still shows a character beside the cursor")
  func tinyTerminal() {
    var editor = LineEditor.typed("where")
    #expect(Self.drawn(editor, columns: 2) == Self.row("e", column: 3))
    editor.press(.home)
    #expect(Self.drawn(editor, columns: 0) == Self.row("w", column: 2))
  }

  @Test("an ended line stays in full, however wide, followed by its mark and a new row")
  func endedLine() {
    let long = String(repeating: "x", count: 200)
    #expect(LineEditor.ended(long, prompt: "> ") == "\r> \(long)\u{1B}[0K\n")
    #expect(LineEditor.ended("bogus", prompt: "> ", mark: "^C") == "\r> bogus^C\u{1B}[0K\n")
  }
}
