import Testing

@testable import TerminalEditor

@Suite("KeyDecoder")
struct KeyDecoderTests {
  /// The keys `text`'s bytes make in one read.
  static func keys(_ text: String) -> [TerminalKey] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8))
  }

  /// The keys `bytes` make when each read brings one byte.
  static func keysByteByByte(_ bytes: [UInt8]) -> [TerminalKey] {
    var decoder = KeyDecoder()
    return bytes.flatMap { decoder.feed([$0]) }
  }

  @Test("printable ASCII is text, one key per character")
  func printable() {
    #expect(Self.keys("ab 1~") == [.text("a"), .text("b"), .text(" "), .text("1"), .text("~")])
  }

  @Test("Enter is a CR or an LF, and a CR LF pair is one Enter")
  func enter() {
    #expect(Self.keys("\r") == [.enter])
    #expect(Self.keys("\n") == [.enter])
    #expect(Self.keys("a\r\nb") == [.text("a"), .enter, .text("b")])
    #expect(Self.keys("\r\r") == [.enter, .enter])
    #expect(Self.keys("\n\n") == [.enter, .enter])
    #expect(Self.keysByteByByte([0x0D, 0x0A, 0x0A]) == [.enter, .enter])
  }

  @Test("Backspace is DEL or BS, Tab is its own key, Ctrl with a letter is named by it")
  func controlKeys() {
    #expect(Self.keys("\u{7F}\u{08}\t") == [.backspace, .backspace, .tab])
    #expect(
      Self.keys("\u{01}\u{03}\u{04}\u{05}\u{0B}\u{0C}\u{15}\u{17}\u{19}\u{1A}")
        == ["a", "c", "d", "e", "k", "l", "u", "w", "y", "z"].map { .control($0) })
    #expect(Self.keys("\u{00}\u{1C}\u{1F}") == [.unknown, .unknown, .unknown])
  }

  @Test("arrows, Home, End and Delete, in every spelling terminals use")
  func sequences() {
    #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(Self.keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    #expect(
      Self.keys("\u{1B}[H\u{1B}[1~\u{1B}[7~\u{1B}OH\u{1B}[1;1H")
        == [.home, .home, .home, .home, .unknown])
    #expect(Self.keys("\u{1B}[F\u{1B}[4~\u{1B}[8~\u{1B}OF") == [.end, .end, .end, .end])
    #expect(Self.keys("\u{1B}[3~") == [.delete])
  }

  @Test("a word at a time: Ctrl or Alt with an arrow, and Alt-B and Alt-F")
  func wordKeys() {
    #expect(Self.keys("\u{1B}[1;5D\u{1B}[1;3D\u{1B}b") == [.wordLeft, .wordLeft, .wordLeft])
    #expect(Self.keys("\u{1B}[1;5C\u{1B}[1;3C\u{1B}f") == [.wordRight, .wordRight, .wordRight])
  }

  @Test("an unknown sequence is consumed whole, and what follows it is read as usual")
  func unknownSequences() {
    // F5, Shift-F1, F1, a cursor report, Alt-x.
    for sequence in ["\u{1B}[15~", "\u{1B}[1;2P", "\u{1B}OP", "\u{1B}[12;40R", "\u{1B}x"] {
      #expect(Self.keys(sequence + "a") == [.unknown, .text("a")], "\(sequence.debugDescription)")
    }
  }

  @Test("Alt-Backspace deletes a word, as Ctrl-W does, never an Escape and a Backspace")
  func altBackspace() {
    #expect(Self.keys("\u{1B}\u{7F}\u{1B}\u{08}a") == [.control("w"), .control("w"), .text("a")])
  }

  @Test("a paste's marks are keys of their own, and what they hold is read as typed")
  func pasteMarks() {
    #expect(
      Self.keys("\u{1B}[200~a\rq\u{1B}[201~") == [
        .pasteStarted, .text("a"), .enter, .text("q"), .pasteEnded,
      ])
  }

  @Test("a sequence far longer than any key is still consumed to its end, as one key")
  func overlongSequence() {
    let sequence = "\u{1B}[" + String(repeating: "1;", count: 200) + "m"
    #expect(Self.keys(sequence + "q") == [.unknown, .text("q")])
  }

  @Test("a sequence cut by a byte that cannot belong to it is dropped, and that byte is a key")
  func brokenSequence() {
    #expect(Self.keys("\u{1B}[1\u{01}") == [.unknown, .control("a")])
    #expect(Self.keys("\u{1B}\u{1B}[A") == [.escape, .up])
    #expect(Self.keys("\u{1B}\r") == [.escape, .enter])
    #expect(Self.keys("\u{1B}Oé") == [.unknown, .text("é")])
  }

  @Test("a sequence split across reads waits for the rest, however it is cut")
  func sequenceAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.feed(Array("[".utf8)).isEmpty)
    #expect(decoder.feed(Array("3".utf8)).isEmpty)
    #expect(decoder.feed(Array("~x".utf8)) == [.delete, .text("x")])
    #expect(!decoder.isWaiting)
    #expect(Self.keysByteByByte(Array("\u{1B}[1;5Dq".utf8)) == [.wordLeft, .text("q")])
  }

  @Test("a lone Escape with nothing after it in time means nothing, and the next key is read")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.feed(Array("b".utf8)) == [.text("b")])
    #expect(decoder.flush().isEmpty)
  }

  @Test("UTF-8 characters are one key each, even when a read ends inside one")
  func utf8() {
    #expect(Self.keys("é日😀") == [.text("é"), .text("日"), .text("😀")])
    #expect(
      Self.keysByteByByte(Array("aé日😀b".utf8))
        == [.text("a"), .text("é"), .text("日"), .text("😀"), .text("b")])
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.feed([0x98, 0x80]) == [.text("😀")])
  }

  @Test("bytes that are not UTF-8 are invalid keys, and never swallow the next one")
  func invalidUTF8() {
    #expect(KeyDecoderTests.keysByteByByte([0xFF, 0x80, 0xC0]) == [.invalid, .invalid, .invalid])
    #expect(Self.keysByteByByte([0xC3, 0x61]) == [.invalid, .text("a")])
    #expect(Self.keysByteByByte([0xE6, 0x97, 0x0D]) == [.invalid, .enter])
    // An overlong form and a surrogate, which the lead byte alone does not give away.
    #expect(Self.keysByteByByte([0xE0, 0x80, 0xAF]) == [.invalid])
    #expect(Self.keysByteByByte([0xED, 0xA0, 0x80]) == [.invalid])
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xE6, 0x97]).isEmpty)
    #expect(decoder.flush() == [.invalid])
  }

  @Test("a C1 control character arrives as text; the editor, not the decoder, refuses it")
  func c1Control() {
    #expect(Self.keys("\u{85}") == [.text("\u{85}")])
  }

  @Test("a mouse report is one key, in cells from 0, however the reads cut it")
  func mouseReports() {
    #expect(
      Self.keys("\u{1B}[<0;12;5M") == [.mouse(MouseEvent(.press(button: 0), row: 4, column: 11))])
    #expect(Self.keys("\u{1B}[<0;12;5m") == [.mouse(MouseEvent(.release, row: 4, column: 11))])
    #expect(Self.keys("\u{1B}[<65;1;1M") == [.mouse(MouseEvent(.wheelDown, row: 0, column: 0))])
    #expect(
      Self.keysByteByByte(Array("\u{1B}[<64;300;200Mq".utf8))
        == [.mouse(MouseEvent(.wheelUp, row: 199, column: 299)), .text("q")])
  }

  @Test("a mouse report before SGR takes its three bytes, so none of them runs as a key")
  func legacyMouseReports() {
    let report = "\u{1B}[M !!q"
    let click = TerminalKey.mouse(MouseEvent(.press(button: 0), row: 0, column: 0))
    #expect(Self.keys(report) == [click, .text("q")])
    #expect(Self.keysByteByByte(Array(report.utf8)) == [click, .text("q")])
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[M q".utf8)).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.unknown])
    #expect(decoder.feed(Array("q".utf8)) == [.text("q")])
  }
}
