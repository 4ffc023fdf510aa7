import LineRuntime
import Testing

@Suite("TraceHeader")
struct TraceHeaderTests {
  @Test("the header is one line of JSON, keys sorted, naming the format, app, suite and options")
  func jsonLine() {
    let header = TraceHeader(app: "sample", options: ["--flow": "email first"])
    #expect(
      header.jsonLine
        == #"{"app":"sample","format":"coordinator-trace","options":{"--flow":"email first"},"#
        + #""suite":"\#(CoordinatorSuiteVersion.current)","version":2}"#)
  }

  @Test("a header of this app, format and options replays")
  func matches() {
    let header = TraceHeader(app: "counters", options: [:])
    #expect(header.mismatch(app: "counters", options: [:]) == nil)
  }

  @Test("what differs is said, with what would replay it")
  func mismatches() {
    var header = TraceHeader(app: "counters", options: [:])
    #expect(
      header.mismatch(app: "other", options: [:])
        == "it is a trace of counters, not of other; replay it with counters")
    #expect(
      header.mismatch(app: "counters", options: ["--flow": "x"])
        == "it was recorded with no options that change behaviour, and this run has --flow 'x'; "
        + "give the options it was recorded with")
    header.version = 1
    #expect(header.mismatch(app: "counters", options: [:])?.contains("version 1") == true)
    header.format = "other"
    #expect(
      header.mismatch(app: "counters", options: [:])?.hasPrefix("it is in the format 'other'")
        == true)
  }
}
