import ConfirmationFeature
import LineRuntime
import Presentation
import Testing

struct ConfirmationViewTests {
  let leaving = ConfirmationFeature.Confirmation.State(
    question: "Leave the onboarding? What you entered will be lost.", confirmTitle: "leave")

  @Test func theQuestionAndWhatEachAnswerDoesAreShown() {
    let view = ConfirmationFeature.Confirmation.view(of: leaving)
    #expect(view.title == "Confirm")
    #expect(
      view.lines == ["Leave the onboarding? What you entered will be lost.", "y: leave, n: cancel"])
  }

  @Test func theConfirmingCommandSaysWhatItDoes() {
    #expect(
      ConfirmationFeature.Confirmation.view(of: leaving).command(named: "y")?.summary
        == "yes: leave")
  }

  @Test func yConfirmsAndNCancels() throws {
    #expect(try parse("y") == .confirmTapped)
    #expect(try parse("n") == .cancelTapped)
  }

  @Test func answersWithArgumentsAreRefused() {
    #expect(throws: Refusal.self) { try parse("y es") }
    #expect(throws: Refusal.self) { try parse("n o") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = ConfirmationFeature.Confirmation.view(of: leaving).commands.map(\.name)
    #expect(names == ["y", "n"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  @Test func aHostShowsItByItsTypeWithItsTitleAndView() throws {
    let state = leaving
    let shown = HostScreen.shown(state)
    #expect(declaration.title(of: shown) == "Confirm")
    #expect(
      ConfirmationFeature.Confirmation.title(of: state)
        == ConfirmationFeature.Confirmation.view(of: state).title)
    let view = try #require(declaration.view(of: shown))
    #expect(view.lines == ConfirmationFeature.Confirmation.view(of: state).lines)
    #expect(
      view.commands.map(\.name)
        == ConfirmationFeature.Confirmation.view(of: state).commands.map(\.name))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> ConfirmationFeature.Confirmation.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = ConfirmationFeature.Confirmation.view(of: leaving)
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}

/// A host of the tests' own that shows the question by its type alone, as any coordinator would.
private enum HostScreen: Sendable {
  case shown(ConfirmationFeature.Confirmation.State)
}

private enum HostAction: Sendable {
  case shown(ConfirmationFeature.Confirmation.Action)
}

private let declaration = ScreenCase(
  ConfirmationFeature.Confirmation.self, HostScreen.shown, HostAction.shown,
  state: { if case .shown(let state) = $0 { state } else { nil } },
  action: { if case .shown(let action) = $0 { action } else { nil } }, link: nil)
