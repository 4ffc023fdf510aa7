import Architecture
import Foundation
import LineRuntime
import LineRuntimeTesting
import Presentation
import Testing

@MainActor
@Suite("TraceTest")
struct TraceTestTests {
  /// A trace of the `Counter` fixture, written by a traced session of it.
  static func recorded(_ lines: [String]) -> String {
    var text = TraceHeader(app: "counter", options: [:]).jsonLine + "\n"
    let store = Store(initialState: 0, reducer: Counter())
    let session = LineSession<Counter>(
      store: store, trace: { text += $0.jsonLine + "\n" }, write: { _ in })
    session.start()
    for line in lines { session.handle(line) }
    return text
  }

  static func file(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString).trace")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test("a recorded session replays without an issue")
  func replays() async throws {
    let url = try Self.file(Self.recorded(["add 1", "nope", "add 1"]))
    defer { try? FileManager.default.removeItem(at: url) }
    let divergence = await TraceTest.replay(Counter.self, file: url.path, name: "counter") { _ in
      Store(initialState: 0, reducer: Counter())
    }
    #expect(divergence == nil)
  }

  @Test("a session that differs fails with the event and a line diff")
  func diverges() async throws {
    let text = Self.recorded(["add 1", "add 1"])
    let url = try Self.file(text.replacingOccurrences(of: "count: 2", with: "count: 3"))
    defer { try? FileManager.default.removeItem(at: url) }
    var divergence: TraceReplay.Divergence?
    await withKnownIssue {
      divergence = await TraceTest.replay(
        Counter.self, file: url.path, name: "counter", recording: false
      ) { _ in Store(initialState: 0, reducer: Counter()) }
    } matching: { issue in
      let description = String(describing: issue)
      return description.contains("(- recorded, + replayed)") && description.contains("count: 3")
    }
    #expect(divergence?.recorded.contains("count: 3") == true)
  }

  @Test("recording writes the trace anew from the same input, its header kept")
  func recordsAnew() async throws {
    let text = Self.recorded(["add 1", "nope", "add 1"])
    let url = try Self.file(text.replacingOccurrences(of: "count: 2", with: "count: 3"))
    defer { try? FileManager.default.removeItem(at: url) }
    let divergence = await TraceTest.replay(
      Counter.self, file: url.path, name: "counter", recording: true
    ) { _ in Store(initialState: 0, reducer: Counter()) }
    #expect(divergence == nil)
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }

  @Test("recording leaves out a client's answer that no call of the app waits for")
  func recordingLeavesOutAnAnswerNoCallWaitsFor() async throws {
    let text = Self.recorded(["add 1"])
    let result =
      #"{"event":"result","client":"clock","call":"removedLongAgo","input":null,"value":1}"#
    let url = try Self.file(text + result + "\n")
    defer { try? FileManager.default.removeItem(at: url) }
    _ = await TraceTest.replay(Counter.self, file: url.path, name: "counter", recording: true) {
      _ in Store(initialState: 0, reducer: Counter())
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }

  @Test("a trace of another app is refused, saying which")
  func otherApp() async throws {
    let url = try Self.file(Self.recorded(["add 1"]))
    defer { try? FileManager.default.removeItem(at: url) }
    await withKnownIssue {
      _ = await TraceTest.replay(Counter.self, file: url.path, name: "other") { _ in
        Store(initialState: 0, reducer: Counter())
      }
    } matching: {
      String(describing: $0).contains("a trace of counter, not of other")
    }
  }
}
