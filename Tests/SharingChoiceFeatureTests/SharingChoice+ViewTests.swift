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

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> SharingChoice.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = SharingChoice.view(of: SharingChoice.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}
