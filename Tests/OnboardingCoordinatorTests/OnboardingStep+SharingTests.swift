import Presentation
import SharingChoiceFeature
import Testing

@testable import OnboardingCoordinator

/// The sharing step: a yes or a no, linked as `yes` or `no`.
struct OnboardingStepSharingTests {
  static func screen(_ choice: Bool?) -> OnboardingCoordinator.StepScreen {
    .choice(SharingChoice.State(choice: choice))
  }

  @Test(arguments: [("", nil), ("yes", true), ("no", false)] as [(String, Bool?)])
  func theLinkValueNamesTheChoiceAndLeadsBackToIt(value: String, choice: Bool?) throws {
    let screen = try OnboardingStep.sharing.screenFromLink(value)
    #expect(screen == Self.screen(choice))
    #expect(OnboardingStep.sharing.linkValue(screen) == value)
  }

  @Test(arguments: ["maybe", "Yes", "true"])
  func anythingButYesOrNoIsRefused(value: String) {
    #expect(
      throws: Refusal("'sharing' is 'yes' or 'no', as in 'sharing=yes', not '\(value)'")
    ) { try OnboardingStep.sharing.screenFromLink(value) }
  }

  @Test func anUnansweredChoiceIsNoAnswer() {
    #expect(
      OnboardingStep.sharing.commit(Self.screen(nil))
        == .failure(
          Refusal(
            "choose yes or no first: yes to tell a little more about yourself, no to skip it")))
    #expect(OnboardingStep.sharing.commit(Self.screen(false)) == .success(.choice(false)))
    #expect(!OnboardingStep.sharing.hasInput(Self.screen(nil)))
    #expect(OnboardingStep.sharing.hasInput(Self.screen(false)))
  }

  @Test func theSummarySaysYesOrNo() {
    #expect(
      OnboardingStep.sharing.recapLines(.choice(true)) == [
        .init(label: "shares more", value: "yes")
      ])
    #expect(
      OnboardingStep.sharing.recapLines(.choice(false)) == [
        .init(label: "shares more", value: "no")
      ])
    #expect(OnboardingStep.sharing.makeScreen(.choice(true)) == Self.screen(true))
  }
}
