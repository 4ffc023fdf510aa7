import ShownText
import Testing

@Suite("VisibleText")
struct VisibleTextTests {
  @Test(
    "every control, bidirectional, zero-width and separator character is written out",
    arguments: [
      ("\u{1B}[2J", "\\u{001B}[2J"), ("bell\u{07}", "bell\\u{0007}"), ("cr\r", "cr\\u{000D}"),
      ("\u{9B}31m", "\\u{009B}31m"), ("\u{7F}", "\\u{007F}"), ("a\u{202E}b", "a\\u{202E}b"),
      ("a\u{2066}b", "a\\u{2066}b"), ("zero\u{200B}width", "zero\\u{200B}width"),
      ("\u{FEFF}mark", "\\u{FEFF}mark"), ("one\u{2028}two", "one\\u{2028}two"),
      ("a\u{061C}b", "a\\u{061C}b"), ("Ann\nerror: forged", "Ann\\u{000A}error: forged"),
    ])
  func escapes(text: String, shown: String) {
    #expect(VisibleText.escaped(text) == shown)
  }

  @Test(
    "every other format character and every character that shows nothing is written out",
    arguments: [
      "\u{E0041}", "\u{E0001}", "\u{180E}", "\u{00AD}", "\u{3164}", "\u{FFF9}", "\u{FFFA}",
      "\u{FFFB}", "\u{FE0F}", "\u{E0100}", "\u{034F}", "\u{115F}", "\u{FFA0}", "\u{17B4}",
      "\u{2061}", "\u{206A}", "\u{110BD}", "\u{180B}", "\u{180C}", "\u{180D}", "\u{180F}",
      "\u{2065}", "\u{FFF0}", "\u{FFF8}", "\u{E0000}", "\u{E0002}", "\u{E001F}", "\u{E0080}",
      "\u{E0FFF}",
    ] as [Unicode.Scalar])
  func escapesFormatAndBlankCharacters(scalar: Unicode.Scalar) {
    let text = "a" + String(Character(scalar)) + "b"
    #expect(VisibleText.escaped(text) == "a\\u{\(VisibleText.code(scalar))}b")
  }

  @Test("plain text, tabs and non-Latin letters are shown as they are")
  func keeps() {
    for text in [
      "Number 3", "a\tb", "Zoë, 東京, ﷺ", "👩‍👩‍👧", "Ada ❤️", "1️⃣", "🏳️‍🌈",
      "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
    ] {
      #expect(VisibleText.escaped(text) == text)
    }
  }

  @Test("a newline held in data never starts a line of its own, so it cannot forge one")
  func newlineInData() {
    let shown = VisibleText.escaped("Ann\nerror: the state file is gone")
    #expect(!shown.contains("\n"))
    #expect(shown == "Ann\\u{000A}error: the state file is gone")
    #expect(VisibleText.isInvisible("\n"))
  }

  @Test("a variation selector or a tag character is written out unless it follows an emoji")
  func emojiPartsOnlyAfterAnEmoji() {
    #expect(VisibleText.escaped("a\u{FE0F}") == "a\\u{FE0F}")
    #expect(VisibleText.escaped("\u{FE0F}") == "\\u{FE0F}")
    #expect(VisibleText.escaped("x\u{E0041}") == "x\\u{E0041}")
    #expect(VisibleText.firstInvisible(in: "Ada ❤️") == nil)
    #expect(VisibleText.firstInvisible(in: "Ada\u{FE0F}") == "\u{FE0F}")
  }

  @Test("a long message keeps its start and its end, its middle left out")
  func aLongMessageKeepsItsEnds() {
    let message = "the link /name=" + String(repeating: "a", count: 100_000) + "; start afresh"
    let shortened = VisibleText.shortened(message)
    #expect(shortened.count < 310)
    #expect(shortened.hasPrefix("the link /name=aaa"))
    #expect(shortened.hasSuffix("aaa; start afresh"))
    #expect(shortened.contains(" ... "))
    #expect(VisibleText.shortened("short") == "short")
  }

  @Test("after the black flag, only a subdivision's short code in tags is shown")
  func onlyAShortCodeFollowsTheFlag() {
    let hidden = "IGNORE ME".unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }
    let flagged = "🏴" + String(String.UnicodeScalarView(hidden))
    #expect(VisibleText.firstInvisible(in: flagged) == hidden[0])
    #expect(!VisibleText.escaped(flagged).unicodeScalars.contains { $0.value >= 0xE0000 })
    let long = "🏴" + String(repeating: "\u{E0061}", count: 12) + "\u{E007F}"
    #expect(VisibleText.firstInvisible(in: long) == "\u{E0061}")
    #expect(VisibleText.escaped(long).hasPrefix("🏴" + String(repeating: "\u{E0061}", count: 7)))
  }

  @Test("tags after anything but the black flag are written out, every one of them")
  func tagsOnlyAfterTheBlackFlag() {
    for base in ["3", "#", "©", "❤"] {
      let text = base + "\u{E0041}\u{E0042}"
      #expect(VisibleText.escaped(text) == base + "\\u{E0041}\\u{E0042}")
      #expect(VisibleText.firstInvisible(in: text) == "\u{E0041}")
    }
  }

  @Test("an ASCII byte is shown as it is exactly when it is printable or a tab, wherever it is")
  func asciiBytesInEveryPlace() {
    let letters = Array("abcdefghijklmnopq")
    for length in 1...letters.count {
      for place in 0..<length {
        for byte in UInt8(0)..<0x80 {
          var text = String(letters[0..<length])
          let index = text.index(text.startIndex, offsetBy: place)
          text.replaceSubrange(index...index, with: String(Unicode.Scalar(byte)))
          let shown = (0x20...0x7E).contains(byte) || byte == 0x09
          #expect((VisibleText.escaped(text) == text) == shown, "\(byte) at \(place) of \(length)")
        }
        var accented = String(letters[0..<length])
        accented.insert("é", at: accented.index(accented.startIndex, offsetBy: place))
        #expect(VisibleText.escaped(accented) == accented)
      }
    }
  }
}
