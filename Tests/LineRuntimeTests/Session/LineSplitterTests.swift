import LineRuntime
import Presentation
import Testing

@Suite("LineSplitter")
struct LineSplitterTests {
  static func bytes(_ text: String) -> InputLine {
    .bytes(Array(text.utf8))
  }

  /// The number of bytes the splitter holds for the line in progress, read through reflection
  /// because the buffer is private.
  static func bufferedCount(_ splitter: LineSplitter) -> Int? {
    Mirror(reflecting: splitter).children.first { $0.label == "current" }
      .flatMap { $0.value as? [UInt8] }?.count
  }

  @Test("a chunk of several lines gives them in order, keeping the unfinished rest")
  func severalLines() {
    var splitter = LineSplitter()
    #expect(
      splitter.feed(Array("help\nwhere\ntr".utf8)) == [Self.bytes("help"), Self.bytes("where")])
    #expect(splitter.feed(Array("ee\n".utf8)) == [Self.bytes("tree")])
    #expect(splitter.finish() == nil)
  }

  @Test("a line split over many chunks, even byte by byte, comes out whole")
  func lineAcrossChunks() {
    var splitter = LineSplitter()
    var lines: [InputLine] = []
    for byte in "open /numbers/3\nquit\n".utf8 {
      lines += splitter.feed([byte])
    }
    #expect(lines == [Self.bytes("open /numbers/3"), Self.bytes("quit")])
  }

  @Test("empty lines are kept as empty lines")
  func emptyLines() {
    var splitter = LineSplitter()
    #expect(
      splitter.feed(Array("\n\na\n\n".utf8)) == [
        Self.bytes(""), Self.bytes(""), Self.bytes("a"), Self.bytes(""),
      ])
    #expect(splitter.feed([]) == [])
  }

  @Test("the last line without a newline comes from finish, once")
  func finishGivesTheLastLine() {
    var splitter = LineSplitter()
    #expect(splitter.feed(Array("help\nquit".utf8)) == [Self.bytes("help")])
    #expect(splitter.finish() == Self.bytes("quit"))
    #expect(splitter.finish() == nil)
  }

  @Test("carriage returns are left for the line to handle")
  func carriageReturnsKept() {
    var splitter = LineSplitter()
    #expect(splitter.feed(Array("help\r\n".utf8)) == [Self.bytes("help\r")])
  }

  @Test("a line of exactly the maximum length is kept; one byte more is overlong")
  func maximumLength() {
    var splitter = LineSplitter()
    let longest = [UInt8](repeating: 0x61, count: InputLine.commandLimit)
    #expect(splitter.feed(longest + [0x0A]) == [.bytes(longest)])
    #expect(splitter.feed(longest + [0x61, 0x0A]) == [.overlong(byteCount: 4_097, limit: 4_096)])
  }

  @Test("a line longer than 4096 bytes over several chunks counts every byte")
  func overlongAcrossChunks() {
    var splitter = LineSplitter()
    #expect(splitter.feed([UInt8](repeating: 0x61, count: 4_000)) == [])
    #expect(splitter.feed([UInt8](repeating: 0x62, count: 1_000)) == [])
    #expect(
      splitter.feed(Array("cd\nok\n".utf8)) == [
        .overlong(byteCount: 5_002, limit: 4_096), Self.bytes("ok"),
      ])
  }

  @Test("an overlong last line without a newline is overlong from finish")
  func overlongAtTheEnd() {
    var splitter = LineSplitter()
    #expect(splitter.feed([UInt8](repeating: 0x61, count: 5_000)) == [])
    #expect(splitter.finish() == .overlong(byteCount: 5_000, limit: 4_096))
    #expect(splitter.finish() == nil)
  }

  @Test("a huge line without a newline keeps no more than the maximum in memory")
  func overlongMemory() throws {
    var splitter = LineSplitter()
    let chunk = [UInt8](repeating: 0x61, count: 65_536)
    for _ in 0..<16 {
      #expect(splitter.feed(chunk) == [])
      let buffered = try #require(Self.bufferedCount(splitter))
      #expect(buffered <= InputLine.commandLimit)
    }
    #expect(splitter.feed([0x0A]) == [.overlong(byteCount: 16 * 65_536, limit: 4_096)])
    #expect(splitter.feed(Array("next\n".utf8)) == [Self.bytes("next")])
  }

  @Test("a byte-order mark at the very start is dropped, even split over chunks; later it stays")
  func byteOrderMark() {
    var splitter = LineSplitter()
    #expect(splitter.feed([0xEF, 0xBB]).isEmpty)
    #expect(splitter.feed([0xBF] + Array("where\n".utf8)) == [Self.bytes("where")])
    let later: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("tree\n".utf8)
    #expect(splitter.feed(later) == [.bytes(later.dropLast())])
  }

  @Test("a short line after a long one is kept in a buffer of its own size, not the long one's")
  func linesAreKeptAtTheirSize() throws {
    var splitter = LineSplitter()
    let long = [UInt8](repeating: 0x61, count: 4_000) + [0x0A]
    _ = splitter.feed(long)
    let lines = splitter.feed(Array("where\nback\n".utf8))
    #expect(lines == [Self.bytes("where"), Self.bytes("back")])
    for case .bytes(let bytes) in lines {
      #expect(bytes.capacity < 64, "a 5-byte line holds \(bytes.capacity) bytes")
    }
  }

  @Test("every cut of the input into two chunks gives the lines one chunk gives")
  func everyCutAgrees() {
    // A mark to drop, an empty line, a line at the limit, one over it, and an unfinished end.
    let input: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("ab\n\nabcdefgh\nabcdefghi\nxyz\nend".utf8)
    func lines(_ chunks: [[UInt8]]) -> [InputLine] {
      var splitter = LineSplitter(limit: 8)
      var lines = chunks.flatMap { splitter.feed($0) }
      if let last = splitter.finish() { lines.append(last) }
      return lines
    }
    let whole = lines([input])
    #expect(
      whole == [
        Self.bytes("ab"), Self.bytes(""), Self.bytes("abcdefgh"),
        .overlong(byteCount: 9, limit: 8), Self.bytes("xyz"), Self.bytes("end"),
      ])
    for cut in 0...input.count {
      #expect(lines([Array(input[..<cut]), Array(input[cut...])]) == whole, "cut at \(cut)")
    }
  }

  @Test("a sequence that is not one buffer is split as an array of the same bytes is")
  func sequenceNotInOneBuffer() {
    var splitter = LineSplitter()
    let bytes = "where\nback\ntr".utf8.lazy.map { $0 }
    #expect(splitter.feed(bytes) == [Self.bytes("where"), Self.bytes("back")])
    #expect(splitter.finish() == Self.bytes("tr"))
  }
}
