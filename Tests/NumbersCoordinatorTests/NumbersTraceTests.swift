import Architecture
import Foundation
import LineRuntime
import LineRuntimeTesting
import NumberFactClient
import NumbersCoordinator
import Testing

/// Recorded sessions of the `numbers` app, replayed: each `.trace` under `Transcripts/` was
/// written by `numbers --trace`, one of them typed at a terminal while a fact arrived.
@MainActor
struct NumbersTraceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static func path(_ name: String) -> String {
    directory.appendingPathComponent("\(name).trace").path
  }

  /// The store the app builds, from the dependencies the replay gives it.
  static func store(
    _ dependencies: Dependencies
  ) -> Store<NumbersCoordinator.State, NumbersCoordinator.Action> {
    Store(initialState: NumbersCoordinator.State(), reducer: NumbersCoordinator(dependencies))
  }

  @Test func aFactArrivingWhileTheUserTypesReplays() async {
    let divergence = await TraceTest.replay(
      NumbersCoordinator.self, file: Self.path("fact-while-typing"), name: "numbers"
    ) { Self.store($0) }
    #expect(divergence == nil)
  }

  @Test func refusedLinesReplayWithTheirErrors() async {
    let divergence = await TraceTest.replay(
      NumbersCoordinator.self, file: Self.path("refused-lines"), name: "numbers"
    ) { Self.store($0) }
    #expect(divergence == nil)
  }

  @Test func aFactAskedForIsDroppedWhenTheNumberChangesFirst() async throws {
    let path = Self.path("fact-dropped-by-increment")
    let divergence = await TraceTest.replay(
      NumbersCoordinator.self, file: path, name: "numbers", makeStore: Self.store)
    #expect(divergence == nil)
    // No answer came: the increment cancelled the work before the client answered.
    let trace = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!trace.contains(#""event":"result""#))
  }

  // The two tests below read traces that the tests above write when recording, in parallel
  // with them; a recording run leaves them to the run that checks.
  @Test(.disabled(if: Transcript.isRecording, "the traces it reads are being recorded"))
  func aFactClientAnsweringDifferentlyStillReproducesTheSession() async {
    let other = NumberFactClient { number in "\(number) is something else today." }
    let failing = NumberFactClient { _ in throw CancellationError() }
    for client in [other, failing] {
      let divergence = await TraceTest.replay(
        NumbersCoordinator.self, file: Self.path("fact-while-typing"), name: "numbers",
        recording: false, dependencies: Dependencies().with(\.numberFact, client),
        makeStore: Self.store)
      #expect(divergence == nil)
    }
  }

  @Test(.disabled(if: Transcript.isRecording, "the trace it reads is being recorded"))
  func aTraceEditedToChangeOneActionDivergesAtThatEvent() async throws {
    let text = try String(contentsOfFile: Self.path("refused-lines"), encoding: .utf8)
    let edited = text.replacingOccurrences(of: "showDoubleTapped", with: "incrementTapped")
    #expect(edited != text)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("edited-\(UUID().uuidString).trace")
    try edited.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = edited.split(separator: "\n").map(String.init)
    // Counted from 1 after the header, as the divergence counts.
    let changed = try #require(lines.firstIndex { $0.contains("incrementTapped") })
    var divergence: TraceReplay.Divergence?
    await withKnownIssue {
      divergence = await TraceTest.replay(
        NumbersCoordinator.self, file: file.path, name: "numbers", recording: false
      ) { Self.store($0) }
    }
    #expect(divergence?.event == changed)
    #expect(divergence?.recorded.contains("incrementTapped") == true)
    #expect(divergence?.happened.contains("showDoubleTapped") == true)
  }

  @Test func noTraceLineHoldsASwiftTypeName() throws {
    for name in ["fact-while-typing", "refused-lines"] {
      let text = try String(contentsOfFile: Self.path(name), encoding: .utf8)
      for line in text.split(separator: "\n") {
        #expect(TraceTest.typeNames(in: String(line)).isEmpty, "\(name): \(line)")
      }
    }
  }
}
