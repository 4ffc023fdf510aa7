import Architecture
import Foundation
import LineRuntimeTesting
import OnboardingCoordinator
import Testing

/// The `onboarding` app end to end: each file under `Transcripts/` is a script and the whole
/// output it must give, run in process on the store the app builds.
@MainActor
struct OnboardingTranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static func verify(
    _ name: String, flow: OnboardingFlow = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await Transcript.verify(
      OnboardingCoordinator.self,
      file: directory.appendingPathComponent("\(name).transcript").path,
      sourceLocation: sourceLocation
    ) {
      Store(initialState: OnboardingCoordinator.State(flow: flow), reducer: OnboardingCoordinator())
    }
  }

  @Test func theStraightPathWithoutSharing() async throws {
    try await Self.verify("straight-path")
  }

  @Test func theBranchThroughTheDetails() async throws {
    try await Self.verify("branch")
  }

  @Test func aValidationErrorKeepsTheStep() async throws {
    try await Self.verify("validation-error")
  }

  @Test func backToANamedStep() async throws {
    try await Self.verify("back-to-a-named-step")
  }

  @Test func interceptionAnsweredBothWays() async throws {
    try await Self.verify("interception")
  }

  @Test func deepLinksIntoTheFlow() async throws {
    try await Self.verify("deep-links")
  }

  @Test func anotherDeclarationRunsTheSameModulesInAnotherOrder() async throws {
    try await Self.verify("email-first", flow: .emailFirst)
  }
}
