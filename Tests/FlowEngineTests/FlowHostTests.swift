import ConfirmationFeature
import FlowEngine
import Presentation
import Testing

/// What a host declares, and what it gets without writing it.
struct FlowHostTests {
  @Test("the test host's flows are each declared under their own name")
  func theDeclaredFlowsAreSound() {
    #expect(Survey.declarationProblems == [])
    #expect(Survey.declared.map(\.name) == Survey.FlowName.allCases.map(\.rawValue))
  }

  @Test("a flow declared under another's name is named, with the fix")
  func aFlowUnderAnotherNameIsNamed() {
    let problems = Survey.declarationProblems(
      of: [("branching", .branching), ("looping", .reordered)], standard: .branching)
    #expect(
      problems == [
        "the flow declared as 'looping' is named 'reordered'; name it 'looping', or declare it "
          + "under a case of its own"
      ])
  }

  @Test("a standard flow left out of the declared ones is named, with the fix")
  func aStandardFlowLeftOutIsNamed() {
    let problems = Survey.declarationProblems(
      of: [("reordered", .reordered)], standard: .branching)
    #expect(
      problems == [
        "the standard flow 'branching' is not declared; add a case for it to FlowName"
      ])
  }

  @Test func aHostWhoseQuestionIsAScreenFeatureShowsTheFeaturesOwnView() {
    let question = Survey.asking("Leave the survey?", confirmTitle: "leave")
    let view = Survey.view(of: question)
    let own = ConfirmationFeature.Confirmation.view(of: question)
    #expect(view.title == own.title)
    #expect(view.lines == ["Leave the survey?", "y: leave, n: cancel"])
    #expect(view.commands.map(\.name) == own.commands.map(\.name))
  }

  @Test func aHostHasNoRulesOfItsOwnUnlessItSaysSo() {
    #expect(Survey.problems(in: Survey.standard).isEmpty)
  }
}
