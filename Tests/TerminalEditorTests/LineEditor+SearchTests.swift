import Testing

@testable import TerminalEditor

@Suite("LineEditor's history search")
struct LineEditorSearchTests {
  /// An editor whose history holds `lines`, oldest first.
  static func editor(_ lines: String...) -> LineEditor {
    var editor = LineEditor(limit: 4_096)
    for line in lines {
      editor.type(line)
      editor.press(.enter)
    }
    return editor
  }

  @Test("Ctrl-R finds the newest line holding what is typed, and again the one before")
  func findsBack() {
    var editor = Self.editor("select 3", "double", "select 12")
    editor.press(.control("r"))
    #expect(editor.searchPrompt == "(search ''): ")
    editor.type("sel")
    #expect(editor.text == "select 12" && editor.searchPrompt == "(search 'sel'): ")
    editor.press(.control("r"))
    #expect(editor.text == "select 3")
    #expect(editor.press(.control("r")) == .refused)
    #expect(editor.text == "select 3")
  }

  @Test("Enter submits the match; Escape puts back the line the search began on")
  func endings() {
    var editor = Self.editor("select 3", "double")
    editor.type("wh")
    editor.press(.control("r"))
    editor.type("sel")
    editor.press(.escape)
    #expect(editor.text == "wh" && editor.searchPrompt == nil)
    editor.press(.control("u"), .control("r"))
    editor.type("dou")
    #expect(editor.press(.enter) == .submitted("double"))
  }

  @Test("any other key keeps the match and does what it does")
  func otherKeys() {
    var editor = Self.editor("select 3")
    editor.press(.control("r"))
    editor.type("3")
    editor.press(.home)
    #expect(editor.searchPrompt == nil && editor.cursor == 0 && editor.text == "select 3")
  }
}
