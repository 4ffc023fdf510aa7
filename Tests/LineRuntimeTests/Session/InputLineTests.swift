import LineRuntime
import Presentation
import Testing

@Suite("InputLine")
struct InputLineTests {
  static func text(_ string: String) throws(Refusal) -> String {
    try InputLine.bytes(Array(string.utf8)).text()
  }

  static func controlError(_ code: String) -> Refusal {
    Refusal("the line contains the control character U+\(code); type commands as plain text")
  }

  @Test("plain text, non-ASCII included, is read as it is")
  func plainText() throws {
    #expect(try Self.text("open /numbers/3") == "open /numbers/3")
    #expect(try Self.text("rename Zoë 日本 😀") == "rename Zoë 日本 😀")
    #expect(try Self.text("") == "")
  }

  @Test("one trailing carriage return, as a Windows line ends, is dropped")
  func trailingCarriageReturn() throws {
    #expect(try Self.text("help\r") == "help")
    #expect(try Self.text("\r") == "")
  }

  @Test("a carriage return anywhere else is a control character")
  func otherCarriageReturns() {
    #expect(throws: Self.controlError("000D")) { try Self.text("a\rb") }
    #expect(throws: Self.controlError("000D")) { try Self.text("help\r\r") }
  }

  @Test("tabs count as spaces")
  func tabs() throws {
    #expect(try Self.text("open\t/\t") == "open / ")
  }

  @Test("an escape sequence is refused, naming U+001B, so it is never echoed")
  func escapeSequence() {
    #expect(throws: Self.controlError("001B")) { try Self.text("\u{1B}[31mred") }
  }

  @Test(
    "every other control character is refused by its code point",
    arguments: [
      ("\u{0}", "0000"), ("\u{7}", "0007"), ("\u{8}", "0008"), ("\u{1F}", "001F"),
      ("\u{7F}", "007F"), ("\u{85}", "0085"), ("\u{9B}", "009B"),
    ])
  func controlCharacters(character: String, code: String) {
    #expect(throws: Self.controlError(code)) { try Self.text("go" + character + "now") }
  }

  @Test("bytes that are not UTF-8 are refused")
  func invalidUTF8() {
    let error = Refusal("the line is not valid UTF-8 text; type commands as plain text")
    #expect(throws: error) { try InputLine.bytes([0x68, 0xFF, 0x69]).text() }
    #expect(throws: error) { try InputLine.bytes([0xC3]).text() }
    #expect(throws: error) { try InputLine.bytes([0xC0, 0xAF]).text() }
    #expect(throws: error) { try InputLine.bytes([0xED, 0xA0, 0x80]).text() }
  }

  @Test("an overlong line reports its length and the limit")
  func overlong() {
    #expect(InputLine.commandLimit == 4_096)
    #expect(
      throws: Refusal("the line is 10000 bytes long; a command is at most 4096 bytes")
    ) { try InputLine.overlong(byteCount: 10_000, limit: 4_096).text() }
  }

  @Test(
    "invisible formatting characters are refused by their code point",
    arguments: [
      ("\u{200B}", "200B"), ("\u{202E}", "202E"), ("\u{2028}", "2028"), ("\u{FEFF}", "FEFF"),
    ])
  func invisible(character: String, code: String) {
    let line = InputLine.bytes(Array("name Ann\(character)".utf8))
    #expect(
      throws: Refusal(
        "the line contains the invisible character U+\(code); type commands as plain text")
    ) { try line.text() }
  }
}
