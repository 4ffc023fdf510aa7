import Testing

@testable import TerminalEditor

@Suite("LineEditor history")
struct LineEditorHistoryTests {
  /// An editor that has had each of `lines` entered.
  static func entered(_ lines: [String]) -> LineEditor {
    var editor = LineEditor(limit: 4_096)
    for line in lines {
      editor.type(line)
      editor.press(.enter)
    }
    return editor
  }

  @Test("Up recalls the lines entered, newest first, the cursor at the end; Down comes back")
  func upAndDown() {
    var editor = Self.entered(["select 3", "double", "where"])
    #expect(editor.press(.up) == .edited && editor.text == "where" && editor.cursor == 5)
    editor.press(.up)
    #expect(editor.text == "double")
    editor.press(.control("p"))
    #expect(editor.text == "select 3")
    #expect(editor.press(.up) == .refused && editor.text == "select 3")
    editor.press(.down, .control("n"))
    #expect(editor.text == "where")
    editor.press(.down)
    #expect(editor.text == "")
    #expect(editor.press(.down) == .refused)
  }

  @Test("the line being written is kept while going up, and found again coming down")
  func draftKept() {
    var editor = Self.entered(["where"])
    editor.type("tre")
    editor.press(.up)
    #expect(editor.text == "where")
    editor.press(.down)
    #expect(editor.text == "tre" && editor.cursor == 3)
    editor.type("e")
    #expect(editor.press(.enter) == .submitted("tree"))
  }

  @Test("a recalled line changed is found changed until Enter; the history keeps the original")
  func recalledEdits() {
    var editor = Self.entered(["select 3", "where"])
    editor.press(.up, .up, .backspace)
    editor.type("4")
    editor.press(.down)
    #expect(editor.text == "where")
    editor.press(.up)
    #expect(editor.text == "select 4")
    #expect(editor.press(.enter) == .submitted("select 4"))
    editor.press(.up, .up, .up)
    #expect(editor.text == "select 3")
    #expect(editor.history == ["select 3", "where", "select 4"])
  }

  @Test("a blank line is not kept, nor a repeat of the line before")
  func notKept() {
    let editor = Self.entered(["where", "where", "", "   ", "tree", "where"])
    #expect(editor.history == ["where", "tree", "where"])
  }

  @Test("a line dropped with Ctrl-C is not kept, and leaves the history where it was")
  func droppedLine() {
    var editor = Self.entered(["where"])
    editor.press(.up, .backspace, .control("c"))
    #expect(editor.history == ["where"])
    editor.press(.up)
    #expect(editor.text == "where")
  }

  @Test("the history keeps the newest 1,000 lines")
  func capacity() {
    let editor = Self.entered((0..<1_005).map { "select \($0)" })
    #expect(editor.history.count == LineEditor.historyCapacity)
    #expect(editor.history.first == "select 5" && editor.history.last == "select 1004")
  }
}
