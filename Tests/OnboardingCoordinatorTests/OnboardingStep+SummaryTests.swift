import OnboardingSummaryFeature
import Presentation
import Testing

@testable import OnboardingCoordinator

/// The summary step, where every flow ends: it asks nothing and answers nothing.
struct OnboardingStepSummaryTests {
  static let screen = OnboardingCoordinator.StepScreen.summary(OnboardingSummary.State())

  @Test func itsLinkTakesNoValueOrFinished() throws {
    #expect(try OnboardingStep.summary.screenFromLink("") == Self.screen)
    #expect(try OnboardingStep.summary.screenFromLink("finished") == Self.screen)
    #expect(OnboardingStep.summary.linkValue(Self.screen) == "")
    #expect(throws: Refusal("'summary' takes no value, or 'finished', not 'done'")) {
      try OnboardingStep.summary.screenFromLink("done")
    }
  }

  @Test func nothingComesAfterIt() {
    #expect(
      OnboardingStep.summary.commit(Self.screen)
        == .failure(Refusal("the flow ends at the summary; nothing comes after it")))
    #expect(OnboardingStep.summary.event(.summary(.delegate(.finished))) == .finished)
    #expect(
      OnboardingStep.summary.event(.summary(.delegate(.startOverRequested))) == .restartRequested)
    #expect(OnboardingStep.summary.event(.summary(.finishTapped)) == nil)
    #expect(!OnboardingStep.summary.hasInput(Self.screen))
  }
}
