import Testing

@testable import TerminalEditor

@Suite("Completions")
struct CompletionsTests {
  static let completions = Completions(
    commands: ["select", "preview", "help", "quit"],
    arguments: ["select": ["1", "2", "12"], "open": ["/", "/3"]])

  @Test("the first word completes from the commands, the second from its command's choices")
  func candidates() {
    #expect(Self.completions.candidates(before: "s") == ["select"])
    #expect(Self.completions.candidates(before: "") == ["select", "preview", "help", "quit"])
    #expect(Self.completions.candidates(before: "select 1") == ["1", "12"])
    #expect(Self.completions.candidates(before: "open /") == ["/", "/3"])
    #expect(Self.completions.candidates(before: "help x").isEmpty)
    #expect(Self.completions.candidates(before: "select 1 2").isEmpty)
  }

  @Test("one word that fits is completed with a space after it")
  func single() {
    var editor = LineEditor.typed("sel")
    #expect(editor.complete(from: Self.completions) == .edited)
    #expect(editor.text == "select ")
  }

  @Test("words that fit are completed as far as they agree; a second Tab lists them")
  func shared() {
    var editor = LineEditor.typed("select ")
    #expect(editor.complete(from: Self.completions) == .unchanged)
    #expect(editor.complete(from: Self.completions) == .listed(["1", "2", "12"]))
    editor.type("1")
    #expect(editor.complete(from: Self.completions) == .unchanged)
    #expect(editor.complete(from: Self.completions) == .listed(["1", "12"]))
    #expect(editor.text == "select 1")
  }

  @Test("nothing that fits rings the bell")
  func none() {
    var editor = LineEditor.typed("xyz")
    #expect(editor.complete(from: Self.completions) == .refused)
    #expect(editor.text == "xyz")
  }
}
