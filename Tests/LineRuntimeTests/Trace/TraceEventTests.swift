import Foundation
import LineRuntime
import Presentation
import Testing

@Suite("TraceEvent")
struct TraceEventTests {
  @Test(
    "each kind of event names itself and its fields",
    arguments: [
      (
        TraceEvent.input(.bytes(Array("help".utf8)), refusal: nil),
        #"{"event":"input","line":"help","outcome":"accepted"}"#
      ),
      (
        TraceEvent.input(.bytes(Array("x".utf8)), refusal: "unknown 'x'"),
        #"{"event":"input","line":"x","outcome":"refused","error":"unknown 'x'"}"#
      ),
      (
        TraceEvent.input(.bytes([0x70, 0xFF]), refusal: "no"),
        #"{"event":"input","bytes":[112,255],"outcome":"refused","error":"no"}"#
      ),
      (
        TraceEvent.input(.overlong(byteCount: 9, limit: 4), refusal: "long"),
        #"{"event":"input","overlong":9,"outcome":"refused","error":"long"}"#
      ),
      (TraceEvent.action(json: #"{"a":{}}"#), #"{"event":"action","action":{"a":{}}}"#),
      (
        TraceEvent.result(
          ClientCall(client: "fact", call: "about", input: "2"), answer: .value(json: "1")),
        #"{"event":"result","client":"fact","call":"about","input":2,"value":1}"#
      ),
      (
        TraceEvent.result(
          ClientCall(client: "fact", call: "about", input: #""a""#), answer: .failure("off\nline")),
        #"{"event":"result","client":"fact","call":"about","input":"a","error":"off\nline"}"#
      ),
      (TraceEvent.transition("push #1 A"), #"{"event":"transition","line":"push #1 A"}"#),
      (TraceEvent.output("A\n"), #"{"event":"output","text":"A\n"}"#),
    ])
  func kinds(event: TraceEvent, line: String) {
    #expect(event.jsonLine == line)
  }

  @Test("a line never contains a raw newline")
  func oneLine() {
    let event = TraceEvent.input(.bytes(Array("a\nb\r".utf8)), refusal: "x\ny")
    #expect(!event.jsonLine.contains("\n"))
    #expect(!event.jsonLine.contains("\r"))
  }
}
