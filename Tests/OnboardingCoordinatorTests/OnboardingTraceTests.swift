import Architecture
import Foundation
import LineRuntimeTesting
import OnboardingCoordinator
import Testing

/// Recorded sessions of `onboarding --flow 'email first'`, replayed: one piped with refused
/// lines, one typed at a terminal.
@MainActor
struct OnboardingTraceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")
  nonisolated static let names = ["email-first-refused-lines", "typed-at-a-terminal"]

  static func path(_ name: String) -> String {
    directory.appendingPathComponent("\(name).trace").path
  }

  @Test(arguments: names)
  func aRecordedSessionReplays(name: String) async {
    let divergence = await TraceTest.replay(
      OnboardingCoordinator.self, file: Self.path(name), name: "onboarding",
      options: ["--flow": "email first"]
    ) { _ in
      Store(
        initialState: OnboardingCoordinator.State(flow: .emailFirst),
        reducer: OnboardingCoordinator())
    }
    #expect(divergence == nil)
  }

  @Test func aTraceOfAnotherFlowIsRefusedBeforeItRuns() async {
    await withKnownIssue {
      _ = await TraceTest.replay(
        OnboardingCoordinator.self, file: Self.path("email-first-refused-lines"),
        name: "onboarding"
      ) { _ in
        Store(initialState: OnboardingCoordinator.State(), reducer: OnboardingCoordinator())
      }
    } matching: { issue in
      String(describing: issue).contains("it was recorded with --flow 'email first'")
    }
  }

  @Test(arguments: names)
  func noTraceLineHoldsASwiftTypeName(name: String) throws {
    let text = try String(contentsOfFile: Self.path(name), encoding: .utf8)
    for line in text.split(separator: "\n") {
      #expect(TraceTest.typeNames(in: String(line)).isEmpty, "\(line)")
    }
  }
}
