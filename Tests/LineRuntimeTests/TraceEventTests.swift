import Foundation
import LineRuntime
import Presentation
import Testing

@Suite("TraceEvent")
struct TraceEventTests {
  /// The JSON object a line parses to, with Foundation's parser.
  static func parsed(_ line: String) throws -> [String: String] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: String])
  }

  @Test(
    "each kind of event names itself",
    arguments: [
      (TraceEvent.input("help"), #"{"event":"input","value":"help"}"#),
      (TraceEvent.action("select(3)"), #"{"event":"action","value":"select(3)"}"#),
      (TraceEvent.transition("push #1 A"), #"{"event":"transition","value":"push #1 A"}"#),
    ])
  func kinds(event: TraceEvent, line: String) {
    #expect(event.jsonLine == line)
  }

  @Test("quotes, backslashes and line breaks are escaped")
  func escapes() {
    #expect(TraceEvent.jsonString(#"say "hi""#) == #""say \"hi\"""#)
    #expect(TraceEvent.jsonString(#"a\b"#) == #""a\\b""#)
    #expect(TraceEvent.jsonString("a\nb\rc\td") == #""a\nb\rc\td""#)
    #expect(TraceEvent.jsonString("") == #""""#)
  }

  @Test("other control characters are written as \\u00XX")
  func controlCharacters() {
    #expect(TraceEvent.jsonString("\u{0}") == #""\u0000""#)
    #expect(TraceEvent.jsonString("\u{1B}[1m") == #""\u001b[1m""#)
    #expect(TraceEvent.jsonString("\u{1F}\u{7F}") == #""\u001f\u007f""#)
  }

  @Test("C1 controls and bidirectional overrides are escaped as the screen escapes them")
  func invisibleCharacters() throws {
    let text = "x\u{9B}y\u{202E}z\u{2066}"
    #expect(TraceEvent.jsonString(text) == #""x\u009by\u202ez\u2066""#)
    // Still exact for a JSON reader.
    let data = Data("[\(TraceEvent.jsonString(text))]".utf8)
    #expect(try JSONDecoder().decode([String].self, from: data) == [text])
  }

  @Test("non-ASCII text is written as it is")
  func nonASCII() {
    #expect(TraceEvent.jsonString("Zoë 日本 😀") == "\"Zoë 日本 😀\"")
  }

  @Test("a line never contains a raw newline")
  func oneLine() {
    #expect(!TraceEvent.input("a\nb\r").jsonLine.contains("\n"))
    #expect(!TraceEvent.input("a\nb\r").jsonLine.contains("\r"))
  }

  @Test("Foundation's JSON parser reads back every ASCII character and more")
  func parsesAsJSON() throws {
    let everyASCII = String(String.UnicodeScalarView((0..<128).map { Unicode.Scalar(UInt8($0)) }))
    for value in [everyASCII, #"C:\path "quoted""#, "Zoë 日本 😀 e\u{301}", "\u{85}\u{2028}"] {
      let object = try Self.parsed(TraceEvent.action(value).jsonLine)
      #expect(object == ["event": "action", "value": value])
    }
  }
}
