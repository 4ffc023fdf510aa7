import ConfirmationFeature
import FlowEngine
import Presentation
import Testing

/// What a host gets without writing it.
struct FlowHostTests {
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
