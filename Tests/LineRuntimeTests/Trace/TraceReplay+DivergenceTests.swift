import LineRuntime
import Testing

@Suite("TraceReplay.Divergence")
struct TraceReplayDivergenceTests {
  @Test("a huge event is quoted only around where the two sides first differ")
  func aHugeEventIsQuotedAroundTheDifference() {
    let filler = String(repeating: "a", count: 1_000_000)
    let divergence = TraceReplay.Divergence(
      event: 3, recorded: #"{"text":""# + filler + "RECORDED" + filler,
      happened: #"{"text":""# + filler + "HAPPENED" + filler)
    let message = divergence.message
    #expect(message.count < 300)
    #expect(message.contains("RECORDED"))
    #expect(message.contains("HAPPENED"))
    #expect(message.hasPrefix("the replay differs from the trace at event 3 (line 4 of the file)"))
  }

  @Test("short sides are quoted whole")
  func shortSidesAreQuotedWhole() {
    let divergence = TraceReplay.Divergence(
      event: 1, recorded: #"{"a":1}"#, happened: "nothing: the session ended")
    #expect(
      divergence.message
        == #"the replay differs from the trace at event 1 (line 2 of the file): recorded {"a":1}; "#
        + "happened nothing: the session ended")
  }
}
