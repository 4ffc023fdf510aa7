import Architecture
import LineRuntime
import Presentation
import Testing

/// What a traced session tells its trace, and in what order.
@MainActor
@Suite("LineSession tracing")
struct LineSessionTraceTests {
  @Test("a line that is not UTF-8 or too long is traced as it came, with its error")
  func refusedBytes() {
    let recorder = Recorder()
    recorder.session.handle(.bytes([0x70, 0xFF]))
    recorder.session.handle(.overlong(byteCount: 5_000, limit: 4_096))
    let utf8 = "the line is not valid UTF-8 text; type commands as plain text"
    let long = "the line is 5000 bytes long; a command is at most 4096 bytes"
    #expect(recorder.written == ["error: \(utf8)\n", "error: \(long)\n"])
    #expect(
      recorder.events == [
        .input(.bytes([0x70, 0xFF]), refusal: utf8), .output("error: \(utf8)\n"),
        .input(.overlong(byteCount: 5_000, limit: 4_096), refusal: long),
        .output("error: \(long)\n"),
      ])
  }

  @Test("the trace gets the line with its outcome, then each action, transition and output")
  func trace() {
    let recorder = Recorder()
    recorder.session.handle("push a")
    #expect(
      recorder.events.map(\.jsonLine) == [
        #"{"event":"input","line":"push a","outcome":"accepted"}"#,
        #"{"event":"action","action":{"push":{"_0":"a"}}}"#,
        #"{"event":"transition","line":"push #1 a"}"#,
        #"{"event":"output","text":"-> push #1 a\n[home > a]\n  page a\n  commands: push, present, rename, later, help\n"}"#,
      ])
    recorder.prepare()
    recorder.session.handle("open /push=x/sheet=y")
    #expect(recorder.events.count == 6)
    #expect(
      recorder.events.first == .input(.bytes(Array("open /push=x/sheet=y".utf8)), refusal: nil))
    #expect(
      recorder.events.dropLast().suffix(3) == [
        .transition("pop 1 to #0 home"), .transition("push #2 x"),
        .transition("present #3 y as sheet+navigation"),
      ])
    recorder.prepare()
    recorder.session.handle("where")
    recorder.session.handle("nope")
    #expect(
      recorder.events.map(\.jsonLine).filter { $0.contains(#""event":"input""#) } == [
        #"{"event":"input","line":"where","outcome":"accepted"}"#,
        #"{"event":"input","line":"nope","outcome":"refused","error":"'nope' is not a command on y; did you mean 'open'? type 'help' to list the commands"}"#,
      ])
  }

  @Test("colour is left out of traced output, which is the plain text")
  func uncolouredOutput() {
    let recorder = Recorder(palette: .ansi)
    recorder.session.handle("quit x")
    #expect(
      recorder.events.last == .output("error: 'quit' takes no arguments; type 'quit' alone\n"))
    #expect(
      recorder.events.first
        == .input(
          .bytes(Array("quit x".utf8)), refusal: "'quit' takes no arguments; type 'quit' alone"))
  }
}
