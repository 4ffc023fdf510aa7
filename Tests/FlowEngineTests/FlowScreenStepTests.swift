import FlowEngine
import LineRuntime
import Presentation
import SharingChoiceFeature
import Testing
import TextEntryFeature

/// What every step definition does, whatever its feature: it is its name, and it acts only on
/// its own kind of screen.
struct SurveyStepTests {
  static let choice = SurveyCoordinator.StepScreen.choice(SharingChoice.State(choice: true))

  @Test func stepsAreTheSameWhenTheirNamesAre() {
    let another = SurveyStep.textEntry(
      "first", title: "Another", placeholder: "word", noun: "another word", problem: { _ in nil })
    #expect(another == .first)
    #expect(Set([another, .first, .second]).count == 2)
    #expect(SurveyStep.first != .second)
    #expect(SurveyStep.first.description == "first")
  }

  @Test func aStepsScreenIsFilledInFromItsAnswerOfItsKind() {
    let step = SurveyStep.first
    #expect(step.blankScreen == .text(TextEntry.State()))
    #expect(step.makeScreen(.text("Ada")) == .text(TextEntry.State(text: "Ada")))
    #expect(step.makeScreen(.choice(true)) == .text(TextEntry.State()))
  }

  @Test func aStepReadsOnlyItsOwnCompletionEvent() {
    let step = SurveyStep.first
    #expect(step.event(.text(.delegate(.completed("Ada")))) == .completed(.text("Ada")))
    #expect(step.event(.text(.continueTapped)) == nil)
    #expect(step.event(.choice(.delegate(.completed(sharesMore: true)))) == nil)
  }

  @Test func aStepActsOnlyOnItsOwnKindOfScreen() {
    let step = SurveyStep.first
    #expect(step.shows(.text(TextEntry.State())))
    #expect(!step.shows(Self.choice))
    #expect(
      step.commit(Self.choice) == .failure(Refusal("the screen is not the 'first' step's")))
    #expect(step.linkValue(Self.choice) == "")
    #expect(!step.hasInput(Self.choice))
    #expect(step.view(Self.choice) == nil)
    var screen = Self.choice
    #expect(step.run(&screen, .choice(.choiceMade(false))) == nil)
    #expect(step.run(&screen, .text(.textChanged("Ada"))) == nil)
    #expect(screen == Self.choice)
  }

  @Test func aStepRunsItsFeatureOnItsScreen() throws {
    var screen = SurveyStep.first.blankScreen
    let effect = try #require(SurveyStep.first.run(&screen, .text(.textChanged("Ada"))))
    #expect(effect.operations.isEmpty)
    #expect(screen == .text(TextEntry.State(text: "Ada")))
    let view = try #require(SurveyStep.first.view(screen))
    #expect(view.title == "First")
    #expect(try view.command(named: "next")?.read([]) == .text(.continueTapped))
  }
}
