import Testing

@testable import TerminalEditor

extension LineEditor {
  /// An editor holding `text` typed, the cursor at its end.
  static func typed(_ text: String, limit: Int = 4_096) -> LineEditor {
    var editor = LineEditor(limit: limit)
    editor.type(text)
    return editor
  }

  /// Types `text` a scalar at a time, as a terminal sends it.
  mutating func type(_ text: String) {
    for scalar in text.unicodeScalars { _ = handle(.text(scalar)) }
  }

  /// Presses each of `keys`, returning what the last one did.
  @discardableResult
  mutating func press(_ keys: TerminalKey...) -> Outcome {
    keys.reduce(.unchanged) { _, key in handle(key) }
  }

  /// The line as text.
  var text: String { String(line) }
}

@Suite("LineEditor")
struct LineEditorTests {
  @Test("typing inserts at the cursor, wherever it is")
  func typing() {
    var editor = LineEditor.typed("selet 3")
    #expect(editor.text == "selet 3" && editor.cursor == 7)
    editor.press(.left, .left, .left)
    #expect(editor.press(.text("c")) == .edited)
    #expect(editor.text == "select 3" && editor.cursor == 5)
  }

  @Test("Backspace and Delete remove before and at the cursor, and refuse at the ends")
  func deleting() {
    var editor = LineEditor.typed("abc")
    #expect(editor.press(.delete) == .refused)
    #expect(editor.press(.backspace) == .edited && editor.text == "ab")
    editor.press(.home)
    #expect(editor.press(.backspace) == .refused)
    #expect(editor.press(.delete) == .edited && editor.text == "b" && editor.cursor == 0)
  }

  @Test("the arrows, Home, End and their Ctrl keys move the cursor within the line")
  func moving() {
    var editor = LineEditor.typed("where")
    #expect(editor.press(.home) == .edited && editor.cursor == 0)
    #expect(editor.press(.left) == .unchanged && editor.cursor == 0)
    #expect(editor.press(.right, .control("f")) == .edited && editor.cursor == 2)
    #expect(editor.press(.control("b")) == .edited && editor.cursor == 1)
    #expect(editor.press(.control("e")) == .edited && editor.cursor == 5)
    #expect(editor.press(.right) == .unchanged)
    #expect(editor.press(.control("a")) == .edited && editor.cursor == 0)
    #expect(editor.press(.end) == .edited && editor.cursor == 5)
  }

  @Test("a word at a time, over the spaces first")
  func words() {
    var editor = LineEditor.typed("open  /numbers/3 x")
    #expect(editor.press(.wordLeft) == .edited && editor.cursor == 17)
    editor.press(.wordLeft, .wordLeft)
    #expect(editor.cursor == 0)
    editor.press(.wordRight)
    #expect(editor.cursor == 4)
    editor.press(.wordRight)
    #expect(editor.cursor == 16)
  }

  @Test("Ctrl-K cuts to the end, Ctrl-U to the start, Ctrl-W the word before the cursor")
  func cutting() {
    var editor = LineEditor.typed("where junk")
    editor.press(.wordLeft)
    #expect(editor.press(.control("k")) == .edited && editor.text == "where ")
    #expect(editor.press(.control("k")) == .unchanged)
    editor = LineEditor.typed("open  /3  ")
    #expect(editor.press(.control("w")) == .edited && editor.text == "open  ")
    #expect(editor.press(.control("w")) == .edited && editor.text == "")
    editor = LineEditor.typed("bogus where")
    editor.press(.wordLeft)
    #expect(editor.press(.control("u")) == .edited && editor.text == "where")
    #expect(editor.cursor == 0)
  }

  @Test("Ctrl-Y puts back what was cut last, at the cursor")
  func pasting() {
    var editor = LineEditor.typed("select 3")
    #expect(editor.press(.control("y")) == .unchanged)
    editor.press(.control("w"))
    editor.press(.home)
    #expect(editor.press(.control("y")) == .edited)
    #expect(editor.text == "3select " && editor.cursor == 1)
  }

  @Test("Enter hands the line over and starts an empty one")
  func enter() {
    var editor = LineEditor.typed("where")
    editor.press(.left)
    #expect(editor.press(.enter) == .submitted("where"))
    #expect(editor.text == "" && editor.cursor == 0 && editor.byteCount == 0)
    #expect(editor.press(.enter) == .submitted(""))
  }

  @Test("Ctrl-D deletes at the cursor, refuses at the end, and ends input on an empty line")
  func controlD() {
    var editor = LineEditor.typed("ab")
    #expect(editor.press(.control("d")) == .refused)
    editor.press(.home)
    #expect(editor.press(.control("d")) == .edited && editor.text == "b")
    editor.press(.control("d"))
    #expect(editor.press(.control("d")) == .endOfInput)
  }

  @Test("Ctrl-C drops a line with text; on an empty line it asks to leave, and a second leaves")
  func controlC() {
    var editor = LineEditor.typed("bogus")
    editor.press(.left)
    #expect(editor.press(.control("c")) == .discarded("bogus"))
    #expect(editor.text == "" && editor.cursor == 0 && editor.history.isEmpty)
    #expect(editor.press(.control("c")) == .askedToLeave)
    #expect(editor.press(.control("c")) == .interrupted)
  }

  @Test("Ctrl-C on a line recalled and emptied starts a fresh line, as Enter would")
  func controlCAfterRecall() {
    var editor = LineEditor.typed("first")
    _ = editor.press(.enter)
    _ = editor.press(.up)
    _ = editor.press(.control("u"))
    #expect(editor.press(.control("c")) == .askedToLeave)
    #expect(editor.press(.up) != .unchanged && editor.text == "first")
  }

  @Test("a key between two Ctrl-C on an empty line asks again rather than leaving")
  func controlCInterrupted() {
    var editor = LineEditor.typed("")
    #expect(editor.press(.control("c")) == .askedToLeave)
    editor.press(.left)
    #expect(editor.press(.control("c")) == .askedToLeave)
  }

  @Test("Ctrl-L, Ctrl-Z, unknown keys and bytes that are no text")
  func otherKeys() {
    var editor = LineEditor.typed("a")
    #expect(editor.press(.control("l")) == .clearScreen)
    #expect(editor.press(.control("z")) == .suspend)
    #expect(editor.press(.unknown) == .unchanged)
    #expect(editor.press(.control("q")) == .unchanged)
    #expect(editor.press(.invalid) == .refused)
    #expect(editor.text == "a")
  }

  @Test("Tab asks for completion, and changes nothing itself")
  func tab() {
    var editor = LineEditor.typed("sel")
    #expect(editor.press(.tab) == .completionAsked)
    #expect(editor.text == "sel")
  }

  @Test("control and invisible characters are refused, so none is ever drawn")
  func invisible() {
    var editor = LineEditor.typed("a")
    for scalar: Unicode.Scalar in ["\u{85}", "\u{202E}", "\u{200B}", "\u{7F}"] {
      #expect(editor.press(.text(scalar)) == .refused)
    }
    #expect(editor.text == "a" && editor.byteCount == 1)
  }

  @Test("a line stops at the limit in bytes: what would pass it is refused")
  func limit() {
    var editor = LineEditor.typed("abcd", limit: 6)
    #expect(editor.press(.text("é")) == .edited && editor.byteCount == 6)
    #expect(editor.press(.text("x")) == .refused)
    editor.press(.backspace)
    #expect(editor.press(.text("日")) == .refused)
    #expect(editor.press(.text("x")) == .edited && editor.text == "abcdx")
    editor.press(.control("u"), .text("1"), .text("2"), .text("3"))
    #expect(editor.press(.control("y")) == .refused && editor.text == "123")
    #expect(editor.press(.enter) == .submitted("123"))
    editor.type(String(repeating: "z", count: 10))
    #expect(editor.text == "zzzzzz")
  }

  @Test("a combining mark joins the character before it, and the cursor moves over both")
  func combining() {
    var editor = LineEditor.typed("cafe\u{301}!")
    #expect(editor.line.count == 5 && editor.byteCount == 7)
    editor.press(.left, .left)
    #expect(editor.cursor == 3)
    editor.press(.delete)
    #expect(editor.text == "caf!" && editor.byteCount == 4)
    editor = LineEditor.typed("👩\u{200D}💻x")
    #expect(editor.line.count == 2)
    editor.press(.left, .backspace)
    #expect(editor.text == "x" && editor.byteCount == 1)
  }
}
