import Architecture
import LineRuntime
import Presentation
import Testing

@MainActor
@Suite("TraceReplay")
struct TraceReplayTests {
  /// The events a traced session of `Pages` writes for `lines`, its asynchronous work settled
  /// after each.
  static func record(_ lines: [String]) async -> [String] {
    var events: [String] = []
    let store = Store(initialState: Pages.State(), reducer: Pages())
    let session = LineSession<Pages>(
      store: store, trace: { events.append($0.jsonLine) }, write: { _ in })
    session.start()
    for line in lines {
      session.handle(line)
      await store.settle()
    }
    return events
  }

  static func replay(_ events: [String]) async throws -> TraceReplay {
    let text = ([TraceHeader(app: "pages", options: [:]).jsonLine] + events).joined(separator: "\n")
    let replay = TraceReplay(try RecordedTrace(text: text))
    let session = LineSession<Pages>(
      store: Store(initialState: Pages.State(), reducer: Pages()), trace: replay.observe,
      write: { _ in })
    _ = await replay.run(session)
    return replay
  }

  @Test("a recorded session, the app's own work and a refused line among it, replays")
  func reproduces() async throws {
    let events = await Self.record(["push a", "later b", "nope", "back"])
    let replay = try await Self.replay(events)
    #expect(replay.divergence == nil)
    #expect(replay.produced == events)
  }

  @Test("an event the session does not make is the divergence, numbered from 1")
  func differentEvent() async throws {
    var events = await Self.record(["push a", "push b"])
    let index = try #require(events.firstIndex { $0.contains(#""_0":"b""#) })
    events[index] = events[index].replacingOccurrences(of: #""_0":"b""#, with: #""_0":"c""#)
    let divergence = try #require(try await Self.replay(events).divergence)
    #expect(divergence.event == index + 1)
    #expect(divergence.recorded.contains(#""_0":"c""#))
    #expect(divergence.happened.contains(#""_0":"b""#))
    #expect(
      divergence.message.hasPrefix(
        "the replay differs from the trace at event \(index + 1) (line \(index + 2) of the file)"))
  }

  @Test("an event recorded where the session waits for input is a divergence")
  func missingEvent() async throws {
    var events = await Self.record(["push a"])
    events.insert(#"{"event":"transition","line":"push #9 z"}"#, at: events.count)
    let divergence = try #require(try await Self.replay(events).divergence)
    #expect(divergence.happened == "nothing: the session waited for the next line of input")
  }

  @Test("an event the trace does not record is a divergence")
  func extraEvent() async throws {
    let events = await Self.record(["push a"])
    let divergence = try #require(try await Self.replay(Array(events.dropLast())).divergence)
    #expect(divergence.recorded == "nothing more (the trace ends)")
    #expect(divergence.event == events.count)
  }
}
