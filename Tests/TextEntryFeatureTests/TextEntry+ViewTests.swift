import LineRuntime
import Presentation
import Testing
import TextEntryFeature

struct TextEntryViewTests {
  @Test func anEmptyScreenSaysNothingWasEnteredUnderTheFieldsTitle() {
    let view = TextEntry.view(of: TextEntry.State(), field: noDigits)
    #expect(view.title == "Code")
    #expect(view.lines == ["code: (not entered)"])
  }

  @Test func theProblemIsShownUnderTheText() {
    let view = TextEntry.view(
      of: TextEntry.State(text: "R2", problem: "no digits"), field: noDigits)
    #expect(view.lines == ["code: R2", "! no digits"])
  }

  @Test func theCommandsAreTheFieldsNameAndNextWithTheFieldsWords() {
    let view = TextEntry.view(of: TextEntry.State(), field: noDigits)
    #expect(view.commands.map(\.synopsis) == ["code <code>", "next"])
    #expect(view.commands.map(\.summary) == ["enter the code", "check the code and go on"])
  }

  @Test func theFieldsCommandTakesTheRestOfTheLine() throws {
    #expect(try parse("code Ada Lovelace") == .textChanged("Ada Lovelace"))
  }

  @Test func theFieldsCommandLeavesCheckingToTheScreen() throws {
    #expect(try parse("code R2-D2!") == .textChanged("R2-D2!"))
  }

  @Test func theFieldsCommandWithoutATextIsRefused() {
    #expect(throws: Refusal.self) { try parse("code") }
  }

  @Test func nextContinuesAndTakesNoArguments() throws {
    #expect(try parse("next") == .continueTapped)
    #expect(throws: Refusal.self) { try parse("next now") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = TextEntry.view(of: TextEntry.State(), field: noDigits).commands.map(\.name)
    #expect(Set(names).isDisjoint(with: globals))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> TextEntry.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = TextEntry.view(of: TextEntry.State(), field: noDigits)
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}
