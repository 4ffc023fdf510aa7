import Presentation
import SharingChoiceFeature
import Testing
import TextEntryFeature

@testable import OnboardingCoordinator

/// What every step definition does, whatever its feature: it is its name, and it acts only on
/// its own kind of screen.
struct OnboardingStepTests {
  static let choice = OnboardingCoordinator.StepScreen.choice(SharingChoice.State(choice: true))

  @Test func stepsAreTheSameWhenTheirNamesAre() {
    let another = OnboardingStep.textEntry(
      "first", title: "Another", placeholder: "word", noun: "another word", problem: { _ in nil })
    #expect(another == .first)
    #expect(Set([another, .first, .second]).count == 2)
    #expect(OnboardingStep.first != .second)
    #expect(OnboardingStep.first.description == "first")
  }

  @Test func aStepsScreenIsFilledInFromItsAnswerOfItsKind() {
    let step = OnboardingStep.first
    #expect(step.blankScreen == .text(TextEntry.State()))
    #expect(step.makeScreen(.text("Ada")) == .text(TextEntry.State(text: "Ada")))
    #expect(step.makeScreen(.choice(true)) == .text(TextEntry.State()))
  }

  @Test func aStepReadsOnlyItsOwnCompletionEvent() {
    let step = OnboardingStep.first
    #expect(step.event(.text(.delegate(.completed("Ada")))) == .completed(.text("Ada")))
    #expect(step.event(.text(.continueTapped)) == nil)
    #expect(step.event(.choice(.delegate(.completed(sharesMore: true)))) == nil)
  }

  @Test func aStepActsOnlyOnItsOwnKindOfScreen() {
    let step = OnboardingStep.first
    #expect(step.shows(.text(TextEntry.State())))
    #expect(!step.shows(Self.choice))
    #expect(
      step.commit(Self.choice) == .failure(InputError("the screen is not the 'first' step's")))
    #expect(step.linkValue(Self.choice) == "")
    #expect(!step.hasInput(Self.choice))
    #expect(step.view(Self.choice) == nil)
    var screen = Self.choice
    #expect(step.run(&screen, .choice(.choiceMade(false))) == nil)
    #expect(step.run(&screen, .text(.textChanged("Ada"))) == nil)
    #expect(screen == Self.choice)
  }

  @Test func aStepRunsItsFeatureOnItsScreen() throws {
    var screen = OnboardingStep.first.blankScreen
    let effect = try #require(OnboardingStep.first.run(&screen, .text(.textChanged("Ada"))))
    #expect(effect.operations.isEmpty)
    #expect(screen == .text(TextEntry.State(text: "Ada")))
    let view = try #require(OnboardingStep.first.view(screen))
    #expect(view.title == "First")
    #expect(try view.command(named: "next")?.parse([]) == .text(.continueTapped))
  }
}
