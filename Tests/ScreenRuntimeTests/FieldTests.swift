import Presentation
import ScreenRuntime
import Testing

@Suite("Field")
struct FieldTests {
  static var select: Command<Int> {
    .choice(
      "select", summary: "open a number", among: [1, 2, 3, 10, 12], noun: "a number on the list",
      action: { $0 })
  }
  static var age: Command<Int> { .integer("age", in: 13...120, summary: "your age") { $0 } }

  @Test("the arrows move a picker within its choices, and Enter takes the one selected")
  func picker() {
    var field = Field(.argument(Self.select))
    _ = field.handle(.up)
    #expect(field.selected == 0)
    _ = field.handle(.right)
    _ = field.handle(.down)
    #expect(field.selected == 2)
    _ = field.handle(.end)
    #expect(field.selected == 4)
    #expect(field.handle(.enter) == .submitted(.choice(4)))
  }

  @Test("typing selects the choice shown as typed, or the first that begins so")
  func typing() {
    var field = Field(.argument(Self.select))
    _ = field.handle(.text("1"))
    #expect(field.selected == 0)
    _ = field.handle(.text("2"))
    #expect(field.selected == 4)
    _ = field.handle(.backspace)
    _ = field.handle(.text("0"))
    #expect(field.handle(.enter) == .submitted(.choice(3)))
  }

  @Test("a choice typed that is none is refused under the field, and the field stays")
  func notAChoice() {
    var field = Field(.argument(Self.select))
    for scalar in "7".unicodeScalars { _ = field.handle(.text(scalar)) }
    #expect(field.handle(.enter) == .editing)
    #expect(field.refusal == "'7' is not a number on the list; choose one with the arrows")
    _ = field.handle(.backspace)
    #expect(field.refusal == nil)
  }

  @Test("a number field refuses what is not a whole number, and hands on any number to check")
  func number() {
    var field = Field(.argument(Self.age))
    _ = field.handle(.text("x"))
    #expect(field.handle(.enter) == .editing)
    #expect(field.refusal == "'x' is not a whole number; type one from 13 to 120")
    _ = field.handle(.control("u"))
    for scalar in "300".unicodeScalars { _ = field.handle(.text(scalar)) }
    #expect(field.handle(.enter) == .submitted(.number(300)))
  }

  @Test("Escape, Ctrl-C and Ctrl-G leave the field")
  func leaving() {
    for key in [TerminalKeyFixture.escape, .control("c"), .control("g")] {
      var field = Field(.argument(Self.age))
      #expect(field.handle(key) == .cancelled)
    }
  }

  @Test("a link field starts with '/' and hands on what was typed")
  func link() {
    var field = Field<Int>(.link, typed: "/")
    for scalar in "counters".unicodeScalars { _ = field.handle(.text(scalar)) }
    #expect(field.handle(.enter) == .link("/counters"))
  }

  @Test("Ctrl-W (and Alt-Backspace) deletes the word before the end, and the field stays")
  func deleteWord() {
    var field = Field<Int>(.link, typed: "/")
    for scalar in "Ada Lovelace  ".unicodeScalars { _ = field.handle(.text(scalar)) }
    #expect(field.handle(.control("w")) == .editing)
    #expect(field.typed == "/Ada ")
    _ = field.handle(.control("w"))
    #expect(field.typed == "")
    _ = field.handle(.text("x"))
    #expect(field.typed == "x")
  }

  @Test("a field edits as the prompt does: the cursor moves, and text goes in where it is")
  func editingInTheMiddle() {
    var field = Field<Int>(.link)
    for scalar in "Ada Lovelace".unicodeScalars { _ = field.handle(.text(scalar)) }
    _ = field.handle(.left)
    _ = field.handle(.left)
    _ = field.handle(.text("X"))
    #expect(field.typed == "Ada LovelaXce")
    _ = field.handle(.control("a"))
    _ = field.handle(.text(">"))
    #expect(field.typed == ">Ada LovelaXce" && field.editor.cursor == 1)
    _ = field.handle(.control("k"))
    #expect(field.typed == ">")
    _ = field.handle(.control("y"))
    _ = field.handle(.home)
    _ = field.handle(.delete)
    #expect(field.typed == "Ada LovelaXce")
    _ = field.handle(.end)
    _ = field.handle(.control("u"))
    #expect(field.typed.isEmpty)
  }

  @Test("a key the decoder does not know (an Alt-letter) keeps the field and what it holds")
  func unknownKey() {
    var field = Field<Int>(.link, typed: "/items")
    #expect(field.handle(.unknown) == .editing && field.typed == "/items")
    #expect(field.handle(.control("r")) == .editing && field.typed == "/items")
    _ = field.handle(.text("x"))
    #expect(field.typed == "/itemsx")
  }

  @Test("a field may start with a value, the cursor after it")
  func startingValue() {
    var field = Field<Int>(.link, typed: "Ada")
    _ = field.handle(.text("!"))
    #expect(field.typed == "Ada!")
  }

  @Test("a paste longer than a field takes is kept to its limit, and the rest refused in one line")
  func longPaste() {
    var field = Field<Int>(.link, typed: "/")
    for _ in 0..<5_000 { _ = field.handle(.text("a")) }
    #expect(field.typed.unicodeScalars.count == 4_096)
    #expect(field.refusal == "a field takes at most 4096 bytes; the rest was left out")
    _ = field.handle(.backspace)
    #expect(field.typed.unicodeScalars.count == 4_095 && field.refusal == nil)
    _ = field.handle(.text("b"))
    #expect(field.typed.hasSuffix("ab") && field.refusal == nil)
    // What was cut is not what was pasted: Enter refuses it until the field is emptied.
    #expect(field.handle(.enter) == .editing)
    #expect(field.refusal?.hasPrefix("the text was cut at 4096 bytes") == true)
    _ = field.handle(.control("u"))
    _ = field.handle(.text("/"))
    #expect(field.handle(.enter) == .link("/"))
  }

  @Test("the refusals of a command's own checks are worded for a field")
  func wording() {
    #expect(
      RefusalWording.words(.outOfRange(300, 13...120), of: Self.age)
        == "300 is out of range; type a number from 13 to 120")
    #expect(RefusalWording.words(.textRefused("no spaces"), of: Self.age) == "no spaces")
  }
}
