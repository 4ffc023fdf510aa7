import LineRuntime
import Testing

@Suite("RecordedTrace")
struct RecordedTraceTests {
  static let header = TraceHeader(app: "pages", options: [:]).jsonLine

  @Test("each event says what a replay does at it")
  func steps() throws {
    let events = [
      #"{"event":"input","line":"push a","outcome":"accepted"}"#,
      #"{"event":"input","bytes":[112,255],"outcome":"refused","error":"x"}"#,
      #"{"event":"input","overlong":5000,"outcome":"refused","error":"x"}"#,
      #"{"event":"result","client":"fact","call":"about","input":[1,"x"],"value":{"a":1}}"#,
      #"{"event":"result","client":"fact","call":"about","input":{"n":1},"error":"offline"}"#,
      #"{"event":"action","action":{"a":1}}"#,
      #"{"event":"transition","line":"push #1 a"}"#,
      #"{"event":"output","text":"x\n"}"#,
    ]
    let trace = try RecordedTrace(
      text: ([Self.header] + events).joined(separator: "\n") + "\n", limit: 4_096)
    #expect(trace.header == TraceHeader(app: "pages", options: [:]))
    #expect(trace.events.map(\.line) == events)
    #expect(
      trace.events.map(\.step) == [
        .input(.bytes(Array("push a".utf8))), .input(.bytes([112, 255])),
        .input(.overlong(byteCount: 5_000, limit: 4_096)),
        .clientResult(about(#"[1,"x"]"#), answer: .value(json: #"{"a":1}"#)),
        .clientResult(about(#"{"n":1}"#), answer: .failure("offline")),
        .produced, .produced, .produced,
      ])
  }

  /// A call of `fact`'s `about` with `input`.
  private func about(_ input: String) -> ClientCall {
    ClientCall(client: "fact", call: "about", input: input)
  }

  @Test("a trace saved with CRLF endings reads as the one written with LF")
  func crlfEndingsReadAsWritten() throws {
    let events = [
      #"{"event":"input","line":"push a","outcome":"accepted"}"#,
      #"{"event":"transition","line":"push #1 a"}"#,
    ]
    let lf = try RecordedTrace(text: ([Self.header] + events).joined(separator: "\n") + "\n")
    let crlf = try RecordedTrace(
      text: ([Self.header] + events).joined(separator: "\r\n") + "\r\n")
    #expect(crlf.events == lf.events)
  }

  @Test("an input line longer than the reader takes is replayed as the reader took it")
  func anOverlongLineIsReplayedAsRefused() throws {
    let long = String(repeating: "a", count: 40)
    let events = [
      #"{"event":"input","line":"\#(long)","outcome":"accepted"}"#,
      #"{"event":"input","bytes":\#(Array(repeating: 97, count: 40)),"outcome":"accepted"}"#,
    ]
    let trace = try RecordedTrace(
      text: ([Self.header] + events).joined(separator: "\n") + "\n", limit: 32)
    #expect(
      trace.events.map(\.step) == [
        .input(.overlong(byteCount: 40, limit: 32)), .input(.overlong(byteCount: 40, limit: 32)),
      ])
  }

  @Test(
    "a file that is no trace is refused, naming the line",
    arguments: [
      ("", "it is empty"),
      ("select 3\n", "its first line is not a trace header"),
      ("\(header)\n{\"event\":\"dance\"}\n", "line 2 is not a trace event"),
      ("\(header)\n{\"event\":\"input\"}\n", "line 2 is not a trace event"),
      ("\(header)\n\n", "line 2 is not a trace event"),
      (
        "\(header)\n{\"event\":\"result\",\"client\":\"f\",\"call\":\"x\"}\n",
        "line 2 is not a trace event"
      ),
      ("\(header)\n{\"event\":\"result\",\"value\":1}\n", "line 2 is not a trace event"),
      (String(repeating: " ", count: 70_000) + header + "\n", "its first line is not a trace"),
      (
        "\(header)\n{\"event\":\"result\",\"client\":\"f\",\"call\":\"x\",\"value\":1}\n",
        "line 2 is not a trace event"
      ),
    ])
  func refused(text: String, message: String) {
    #expect {
      try RecordedTrace(text: text)
    } throws: { error in
      (error as? RecordedTrace.ReadError)?.message.hasPrefix(message) == true
    }
  }
}
