import LineRuntime
import NameStepFeature
import Presentation
import Testing

struct NameStepViewTests {
  @Test func anEmptyStepSaysNoNameWasEntered() {
    let view = NameStep.view(of: NameStep.State())
    #expect(view.title == "Name")
    #expect(view.lines == ["name: (not entered)"])
  }

  @Test func theProblemIsShownUnderTheName() {
    let view = NameStep.view(of: NameStep.State(name: "R2", problem: "no digits"))
    #expect(view.lines == ["name: R2", "! no digits"])
  }

  @Test func theNameCommandTakesTheRestOfTheLine() throws {
    #expect(try parse("name Ada Lovelace") == .nameChanged("Ada Lovelace"))
  }

  @Test func theNameCommandLeavesCheckingToTheStep() throws {
    #expect(try parse("name R2-D2!") == .nameChanged("R2-D2!"))
  }

  @Test func theNameCommandWithoutANameIsRefused() {
    #expect(throws: InputError.self) { try parse("name") }
  }

  @Test func nextContinues() throws {
    #expect(try parse("next") == .continueTapped)
  }

  @Test func nextWithArgumentsIsRefused() {
    #expect(throws: InputError.self) { try parse("next now") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = NameStep.view(of: NameStep.State()).commands.map(\.name)
    #expect(names == ["name", "next"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> NameStep.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = NameStep.view(of: NameStep.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.parse(Array(words.dropFirst()))
  }
}
