import Architecture
import Foundation
import LineRuntimeTesting
import NumberFactClient
import NumbersCoordinator
import Testing

/// The `numbers` app end to end: each file under `Transcripts/` is a script and the whole
/// output it must give, run in process on the store the app builds (with facts answered at
/// once, so the output never depends on timing).
@MainActor
struct NumbersTranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static func verify(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    async throws
  {
    try await Transcript.verify(
      NumbersCoordinator.self,
      file: directory.appendingPathComponent("\(name).transcript").path,
      sourceLocation: sourceLocation
    ) {
      Store(
        initialState: NumbersCoordinator.State(),
        reducer: NumbersCoordinator(Dependencies().with(\.numberFact, .immediate)))
    }
  }

  @Test func pushingDetailsAndGoingBack() async throws {
    try await Self.verify("push-and-back")
  }

  @Test func previewingAsASheetWithItsOwnNavigation() async throws {
    try await Self.verify("sheet-with-navigation")
  }

  @Test func deepLinksBuildTheWholeStackAndRoundTrip() async throws {
    try await Self.verify("deep-links")
  }

  @Test func badInputGetsOneErrorLineAndChangesNothing() async throws {
    try await Self.verify("bad-input")
  }

  @Test func helpTreeAndQuit() async throws {
    try await Self.verify("help-tree-quit")
  }
}
