import LineRuntime
import OnboardingSummaryFeature
import Presentation
import Testing
import TextEntryFeature

@testable import OnboardingCoordinator

/// A text step: the generic text screen configured by the step's field and rule.
struct OnboardingStepTextEntryTests {
  static func screen(_ text: String) -> OnboardingCoordinator.StepScreen {
    .text(TextEntry.State(text: text))
  }

  @Test func itsAnswerIsTheTrimmedTextItsRuleAccepts() {
    #expect(OnboardingStep.first.commit(Self.screen(" Ada ")) == .success(.text("Ada")))
    #expect(
      OnboardingStep.first.commit(Self.screen("R2"))
        == .failure(Refusal("the first word can hold only letters")))
    #expect(
      OnboardingStep.second.commit(Self.screen(""))
        == .failure(Refusal("the second word is empty; type one")))
  }

  @Test(arguments: ["", "Ada", " a/b c=d% ", "R2"])
  func itsLinkValueIsTheTextAsTypedAndLeadsBackToIt(value: String) throws {
    let screen = try OnboardingStep.first.screenFromLink(value)
    #expect(screen == Self.screen(value))
    #expect(OnboardingStep.first.linkValue(screen) == value)
  }

  @Test func leavingLosesInputOnlyWhenTextWasTyped() {
    #expect(!OnboardingStep.first.hasInput(Self.screen("")))
    #expect(OnboardingStep.first.hasInput(Self.screen(" ")))
  }

  @Test func theFieldNamesTheCommandAndTheSummaryLabelUnlessOneIsGiven() throws {
    let nickname = OnboardingStep.textEntry(
      "nickname", title: "Nickname", field: "nick", placeholder: "name", noun: "the nickname",
      problem: { _ in nil })
    let view = try #require(nickname.view(Self.screen("")))
    #expect(view.title == "Nickname")
    #expect(view.commands.map(\.synopsis) == ["nick <name>", "next"])
    #expect(view.commands.map(\.summary) == ["enter the nickname", "check the nickname and go on"])
    #expect(nickname.recapLines(.text("Al")) == [.init(label: "nick", value: "Al")])
    #expect(
      OnboardingStep.first.recapLines(.text("Ada")) == [.init(label: "first", value: "Ada")])
    #expect(
      OnboardingStep.third.recapLines(.text("tea")) == [.init(label: "extra word", value: "tea")])
    #expect(OnboardingStep.first.recapLines(.choice(true)) == [])
  }
}
