import Foundation
import Synchronization
import Testing

@testable import TerminalEditor

/// The prompt without a terminal: a pipe stands in for it, so what is drawn can be read back.
/// (`PromptTests` runs the same prompt at a real pseudo-terminal.)
@Suite("PromptLine")
struct PromptLineTests {
  /// A prompt drawing into a pipe, and what has reached the pipe so far.
  final class Drawn {
    let prompt: PromptLine
    private let reading: Int32
    private let writing: Int32

    init() throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
      reading = ends[0]
      writing = ends[1]
      prompt = PromptLine(limit: 100, terminal: Descriptor(number: writing))
    }

    deinit {
      close(reading)
      close(writing)
    }

    /// What arrived since the last call, without waiting.
    func arrived() -> String {
      var bytes = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(reading, &bytes, bytes.count)
      return count > 0 ? String(decoding: bytes[..<count], as: UTF8.self) : ""
    }

    /// Hands `keys` to the prompt, returning what ended the line and the keys left.
    func handle(_ keys: [TerminalKey]) -> (PromptLine.Ending?, [TerminalKey]) {
      var rest = keys[...]
      let ending = prompt.handle(&rest)
      return (ending, Array(rest))
    }
  }

  /// The drawing of the prompt's row showing `visible`, the cursor `column` columns in; a pipe
  /// has no width, so the row is 80 columns.
  static func row(_ visible: String, column: Int) -> String {
    "\r> \(visible)\u{1B}[0K\r\u{1B}[\(column)C"
  }

  static func keys(_ text: String) -> [TerminalKey] {
    text.unicodeScalars.map { .text($0) }
  }

  @Test("the prompt edits only when both ends are a terminal that understands escapes")
  func wanted() {
    let xterm = ["TERM": "xterm-256color"]
    #expect(PromptLine.isWanted(inputIsTerminal: true, outputIsTerminal: true, environment: xterm))
    #expect(
      !PromptLine.isWanted(inputIsTerminal: false, outputIsTerminal: true, environment: xterm))
    #expect(
      !PromptLine.isWanted(inputIsTerminal: true, outputIsTerminal: false, environment: xterm))
    for environment in [["TERM": "dumb"], ["TERM": ""], [:]] {
      #expect(
        !PromptLine.isWanted(
          inputIsTerminal: true, outputIsTerminal: true, environment: environment))
    }
  }

  @Test("output while the prompt is closed is written as it is")
  func closedOutput() throws {
    let drawn = try Drawn()
    try drawn.prompt.write(Array("[Numbers]\n".utf8))
    #expect(drawn.arrived() == "[Numbers]\n")
  }

  @Test("keys are drawn once per batch; output while open takes the line away and puts it back")
  func openOutput() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    #expect(drawn.arrived() == Self.row("", column: 2))
    #expect(drawn.handle(Self.keys("wh") + [.left]) == (nil, []))
    #expect(drawn.arrived() == Self.row("wh", column: 3))
    try drawn.prompt.write(Array("fact: 3 is odd\n".utf8))
    #expect(drawn.arrived() == "\r\u{1B}[0Kfact: 3 is odd\n" + Self.row("wh", column: 3))
  }

  @Test("what is written elsewhere, set aside, has the line taken away and put back")
  func setAside() throws {
    let drawn = try Drawn()
    drawn.prompt.setAside {}
    #expect(drawn.arrived() == "")
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle(Self.keys("ab")) == (nil, []))
    _ = drawn.arrived()
    drawn.prompt.setAside {}
    #expect(drawn.arrived() == "\r\u{1B}[0K" + Self.row("ab", column: 4))
  }

  @Test("Enter leaves the line on screen and closes the prompt; the keys after it wait")
  func enter() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(
      drawn.handle(Self.keys("where") + [.enter, .text("x")]) == (.line("where"), [.text("x")]))
    #expect(drawn.arrived() == "\r> where\u{1B}[0K\n")
    try drawn.prompt.write(Array("/\n".utf8))
    #expect(drawn.arrived() == "/\n")
  }

  @Test("a key that can do nothing rings the bell")
  func bell() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle([.backspace]) == (nil, []))
    #expect(drawn.arrived() == "\u{07}")
  }

  @Test("a paste past the limit rings the bell once, not once a key")
  func oneBellForAPastePastTheLimit() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle(Self.keys(String(repeating: "a", count: 150))) == (nil, []))
    let shown = drawn.arrived()
    #expect(shown.filter { $0 == "\u{07}" }.count == 1)
    #expect(shown.hasPrefix("\u{07}\r> "))
  }

  @Test("Ctrl-C drops a line with text for a fresh prompt; on an empty line it interrupts")
  func controlC() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle(Self.keys("bogus") + [.control("c")]) == (nil, []))
    #expect(drawn.arrived() == "\r> bogus^C\u{1B}[0K\n" + Self.row("", column: 2))
    #expect(drawn.handle([.control("c")]) == (nil, []))
    #expect(
      drawn.arrived()
        == "\r> ^C\u{1B}[0K\n(to leave, press Ctrl-C again or Ctrl-D, or type quit)\n"
        + Self.row("", column: 2))
    #expect(drawn.handle([.control("c"), .text("x")]) == (.interrupted, [.text("x")]))
    #expect(drawn.arrived() == "^C\n")
  }

  @Test("Ctrl-D on an empty line ends the input on a new row")
  func controlD() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle([.control("d")]) == (.endOfInput, []))
    #expect(drawn.arrived() == "\n")
  }

  @Test("a line emptied in the same batch as the key that ends the run is drawn empty first")
  func emptiedThenEnded() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    #expect(drawn.handle(Self.keys("ab")) == (nil, []))
    _ = drawn.arrived()
    #expect(drawn.handle([.backspace, .backspace, .control("d")]) == (.endOfInput, []))
    #expect(drawn.arrived() == Self.row("", column: 2) + "\n")
  }

  @Test("Ctrl-L clears the screen and draws the line at its top")
  func controlL() throws {
    let drawn = try Drawn()
    drawn.prompt.open()
    _ = drawn.arrived()
    #expect(drawn.handle(Self.keys("tr") + [.control("l")]) == (nil, []))
    #expect(drawn.arrived() == "\u{1B}[H\u{1B}[2J" + Self.row("tr", column: 4))
  }

  @Test("the reader waits while the prompt is closed, and goes on once it opens")
  func waitsForOpen() throws {
    let drawn = try Drawn()
    let done = DispatchSemaphore(value: 0)
    let ending = Mutex<PromptLine.Ending?>(nil)
    let prompt = drawn.prompt
    Thread {
      var keys: ArraySlice<TerminalKey> = [.text("a"), .enter]
      let handled = prompt.handle(&keys)
      ending.withLock { $0 = handled }
      done.signal()
    }.start()
    #expect(done.wait(timeout: .now() + 0.2) == .timedOut)
    drawn.prompt.open()
    #expect(done.wait(timeout: .now() + 20) == .success)
    #expect(ending.withLock { $0 } == .line("a"))
  }

  @Test("once finished, the prompt draws nothing more and the reader stops")
  func finished() throws {
    let drawn = try Drawn()
    drawn.prompt.finish()
    drawn.prompt.open()
    #expect(drawn.handle([.text("a")]) == (.finished, [.text("a")]))
    #expect(drawn.arrived() == "")
  }
}
