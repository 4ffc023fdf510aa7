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

  @Test func aHostShowsItByItsTypeAskingForAnyText() throws {
    let shown = HostScreen.shown(TextEntry.State(text: "Ada"))
    #expect(declaration.title(of: shown) == "Text")
    let view = try #require(declaration.view(of: shown))
    #expect(view.lines == ["text: Ada"])
    #expect(view.commands.map(\.synopsis) == ["text <text>", "next"])
    #expect(TextEntry.Field.text.problem("") == "the text is empty; enter some")
    #expect(TextEntry.Field.text.problem("anything") == nil)
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> TextEntry.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = TextEntry.view(of: TextEntry.State(), field: noDigits)
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}

/// A host of the tests' own that shows the text screen by its type alone, as any coordinator would.
private enum HostScreen: Sendable {
  case shown(TextEntry.State)
}

private enum HostAction: Sendable {
  case shown(TextEntry.Action)
}

private let declaration = ScreenCase(
  TextEntry.self, HostScreen.shown, HostAction.shown,
  state: { if case .shown(let state) = $0 { state } else { nil } },
  action: { if case .shown(let action) = $0 { action } else { nil } }, link: nil)
