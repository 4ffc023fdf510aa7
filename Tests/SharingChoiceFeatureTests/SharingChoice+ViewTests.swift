import LineRuntime
import Presentation
import SharingChoiceFeature
import Testing

struct SharingChoiceViewTests {
  @Test func aStepWithoutAnswerSaysNothingWasChosen() {
    let view = SharingChoice.view(of: SharingChoice.State())
    #expect(view.title == "Share more?")
    #expect(view.lines == ["share more about yourself: (not chosen)"])
  }

  @Test func theAnswerIsShownAsYesOrNo() {
    #expect(
      SharingChoice.view(of: SharingChoice.State(choice: true)).lines == [
        "share more about yourself: yes"
      ])
    #expect(
      SharingChoice.view(of: SharingChoice.State(choice: false)).lines == [
        "share more about yourself: no"
      ])
  }

  @Test func theProblemIsShownUnderTheAnswer() {
    let view = SharingChoice.view(of: SharingChoice.State(problem: "choose first"))
    #expect(view.lines == ["share more about yourself: (not chosen)", "! choose first"])
  }

  @Test func yesAndNoMakeTheChoice() throws {
    #expect(try parse("yes") == .choiceMade(true))
    #expect(try parse("no") == .choiceMade(false))
  }

  @Test func nextContinues() throws {
    #expect(try parse("next") == .continueTapped)
  }

  @Test func commandsWithArgumentsAreRefused() {
    #expect(throws: Refusal.self) { try parse("yes please") }
    #expect(throws: Refusal.self) { try parse("no thanks") }
    #expect(throws: Refusal.self) { try parse("next step") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = SharingChoice.view(of: SharingChoice.State()).commands.map(\.name)
    #expect(names == ["yes", "no", "next"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  @Test func aHostShowsItByItsTypeWithItsTitleAndView() throws {
    let state = SharingChoice.State(choice: true)
    let shown = HostScreen.shown(state)
    #expect(declaration.title(of: shown) == "Share more?")
    #expect(SharingChoice.title(of: state) == SharingChoice.view(of: state).title)
    let view = try #require(declaration.view(of: shown))
    #expect(view.lines == SharingChoice.view(of: state).lines)
    #expect(view.commands.map(\.name) == SharingChoice.view(of: state).commands.map(\.name))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> SharingChoice.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = SharingChoice.view(of: SharingChoice.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}

/// A host of the tests' own that shows the step by its type alone, as any coordinator would.
private enum HostScreen: Sendable {
  case shown(SharingChoice.State)
}

private enum HostAction: Sendable {
  case shown(SharingChoice.Action)
}

private let declaration = ScreenCase(
  SharingChoice.self, HostScreen.shown, HostAction.shown,
  state: { if case .shown(let state) = $0 { state } else { nil } },
  action: { if case .shown(let action) = $0 { action } else { nil } }, link: nil)
