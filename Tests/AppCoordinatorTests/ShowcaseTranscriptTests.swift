import AppCoordinator
import Architecture
import Foundation
import LineRuntimeTesting
import OnboardingCoordinator
import Testing

/// The `showcase` app end to end: each file under `Transcripts/` is a script and the whole
/// output it must give, run in process on the store the app builds (facts answered at once).
@MainActor
struct ShowcaseTranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static func verify(
    _ name: String, firstLaunch: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await Transcript.verify(
      AppCoordinator.self,
      file: directory.appendingPathComponent("\(name).transcript").path, places: places,
      sourceLocation: sourceLocation
    ) {
      Store(
        initialState: AppCoordinator.State(firstLaunch: firstLaunch),
        reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
    }
  }

  /// Script lines that stand for places in the welcome and profile flows, opened by links the
  /// app writes for states the flow's own samples fill: a transcript that is not about the flow
  /// never spells its steps, and a step added to it changes what is recorded, not the script.
  static var places: [String: [String]] {
    let flow = OnboardingFlow.standard
    let answers = OnboardingCoordinator.State.sampled(filled: true).answers
    let second = flow.next(after: flow.start, answers: answers)
    let third = second.flatMap { flow.next(after: $0, answers: answers) }
    return [
      "@welcome finished": ["open \(welcomeLink(until: flow.final, filled: true))", "finish"],
      "@profile at its summary": [
        "open \(profileLink(of: .sampled(until: flow.final, filled: true)))"
      ],
      "@profile at its third step": ["open \(profileLink(of: .sampled(until: third)))"],
    ]
  }

  @Test func theGuidedTourOfTheReadme() async throws {
    try await Self.verify("tour")
  }

  @Test func tabsKeepTheirStacksAndBackStopsAtATabsRoot() async throws {
    try await Self.verify("tabs", firstLaunch: false)
  }

  @Test func deepLinksAcrossTheTreeInOneUpdate() async throws {
    try await Self.verify("deep-links", firstLaunch: false)
  }

  @Test func aChildCoordinatorPresentedAsASheetAndOnePushed() async throws {
    try await Self.verify("nesting", firstLaunch: false)
  }

  @Test func badInputAcrossTheTree() async throws {
    try await Self.verify("bad-input")
  }
}

/// The README's tour is the tour transcript's script, so the tour a reader pastes is tested.
@MainActor
struct ReadmeTourTests {
  @Test func theReadmeTourIsTheTranscriptsScript() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "swift run showcase --echo <<'EOF'\n"))
    let end = try #require(readme.range(of: "\nEOF\n", range: start.upperBound..<readme.endIndex))
    let tour = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    let transcript = Transcript(
      text: try String(
        contentsOf: ShowcaseTranscriptTests.directory.appendingPathComponent("tour.transcript"),
        encoding: .utf8))
    #expect(tour == transcript.script)
  }
}
