import Foundation
import LineRuntime
import Presentation
import ShownText
import Testing

@Suite("TraceJSON")
struct TraceJSONTests {
  @Test("quotes, backslashes and line breaks are escaped")
  func escapes() {
    #expect(TraceJSON.string(#"say "hi""#) == #""say \"hi\"""#)
    #expect(TraceJSON.string(#"a\b"#) == #""a\\b""#)
    #expect(TraceJSON.string("a\nb\rc\td") == #""a\nb\rc\td""#)
    #expect(TraceJSON.string("") == #""""#)
  }

  @Test("other control characters are written as \\u00XX")
  func controlCharacters() {
    #expect(TraceJSON.string("\u{0}") == #""\u0000""#)
    #expect(TraceJSON.string("\u{1B}[1m") == #""\u001b[1m""#)
    #expect(TraceJSON.string("\u{1F}\u{7F}") == #""\u001f\u007f""#)
  }

  @Test("C1 controls and bidirectional overrides are escaped as the screen escapes them")
  func invisibleCharacters() throws {
    let text = "x\u{9B}y\u{202E}z\u{2066}"
    #expect(TraceJSON.string(text) == #""x\u009by\u202ez\u2066""#)
    // Still exact for a JSON reader.
    let data = Data("[\(TraceJSON.string(text))]".utf8)
    #expect(try JSONDecoder().decode([String].self, from: data) == [text])
  }

  @Test("non-ASCII text is written as it is")
  func nonASCII() {
    #expect(TraceJSON.string("Zoë 日本 😀") == "\"Zoë 日本 😀\"")
  }

  @Test("Foundation's JSON parser reads back every ASCII character and more")
  func parsesAsJSON() throws {
    let everyASCII = String(String.UnicodeScalarView((0..<128).map { Unicode.Scalar(UInt8($0)) }))
    for value in [everyASCII, #"C:\path "quoted""#, "Zoë 日本 😀 e\u{301}", "\u{85}\u{2028}"] {
      let data = Data("[\(TraceJSON.string(value))]".utf8)
      #expect(try JSONDecoder().decode([String].self, from: data) == [value])
    }
  }

  @Test("an encoded value escapes invisible characters and reads back exactly")
  func encodedValues() throws {
    let value = ["say": "a\u{202E}b\u{1B}c\u{7F}"]
    let json = TraceJSON.encode(value)
    #expect(!json.unicodeScalars.contains { VisibleText.isInvisible($0) || $0.value < 0x20 })
    #expect(try TraceJSON.decode([String: String].self, from: json) == value)
  }

  @Test("keys are sorted and slashes kept, so one value always writes the same bytes")
  func stableEncoding() {
    #expect(TraceJSON.encode(["b": "/x", "a": "y"]) == #"{"a":"y","b":"/x"}"#)
  }

  @Test("colour is taken out of output, and nothing else")
  func uncoloured() {
    #expect(TraceJSON.uncoloured("\u{1B}[31merror: x\u{1B}[0m\n") == "error: x\n")
    #expect(TraceJSON.uncoloured("plain [1m]\n") == "plain [1m]\n")
  }
}
