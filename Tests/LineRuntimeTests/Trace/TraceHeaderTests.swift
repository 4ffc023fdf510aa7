import LineRuntime
import Testing

@Suite("TraceHeader")
struct TraceHeaderTests {
  @Test("the header is one line of JSON, keys sorted, naming the format, app, suite and options")
  func jsonLine() {
    let header = TraceHeader(app: "onboarding", options: ["--flow": "email first"])
    #expect(
      header.jsonLine
        == #"{"app":"onboarding","format":"coordinator-trace","options":{"--flow":"email first"},"#
        + #""suite":"\#(CoordinatorSuiteVersion.current)","version":2}"#)
  }

  @Test("a header of this app, format and options replays")
  func matches() {
    let header = TraceHeader(app: "numbers", options: [:])
    #expect(header.mismatch(app: "numbers", options: [:]) == nil)
  }

  @Test("what differs is said, with what would replay it")
  func mismatches() {
    var header = TraceHeader(app: "numbers", options: [:])
    #expect(
      header.mismatch(app: "showcase", options: [:])
        == "it is a trace of numbers, not of showcase; replay it with numbers")
    #expect(
      header.mismatch(app: "numbers", options: ["--flow": "x"])
        == "it was recorded with no options that change behaviour, and this run has --flow 'x'; "
        + "give the options it was recorded with")
    header.version = 1
    #expect(header.mismatch(app: "numbers", options: [:])?.contains("version 1") == true)
    header.format = "other"
    #expect(
      header.mismatch(app: "numbers", options: [:])?.hasPrefix("it is in the format 'other'")
        == true)
  }
}
