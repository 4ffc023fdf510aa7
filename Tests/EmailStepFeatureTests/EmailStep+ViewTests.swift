import EmailStepFeature
import LineRuntime
import Presentation
import Testing

struct EmailStepViewTests {
  @Test func anEmptyStepSaysNoAddressWasEntered() {
    let view = EmailStep.view(of: EmailStep.State())
    #expect(view.title == "Email")
    #expect(view.lines == ["email: (not entered)"])
  }

  @Test func theProblemIsShownUnderTheAddress() {
    let view = EmailStep.view(of: EmailStep.State(email: "ada", problem: "no '@'"))
    #expect(view.lines == ["email: ada", "! no '@'"])
  }

  @Test func theEmailCommandTakesTheAddress() throws {
    #expect(try parse("email ada@example.com") == .emailChanged("ada@example.com"))
  }

  @Test func theEmailCommandLeavesCheckingToTheStep() throws {
    #expect(try parse("email ada at example") == .emailChanged("ada at example"))
  }

  @Test func theEmailCommandWithoutAnAddressIsRefused() {
    #expect(throws: InputError.self) { try parse("email") }
  }

  @Test func nextContinues() throws {
    #expect(try parse("next") == .continueTapped)
  }

  @Test func nextWithArgumentsIsRefused() {
    #expect(throws: InputError.self) { try parse("next please") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = EmailStep.view(of: EmailStep.State()).commands.map(\.name)
    #expect(names == ["email", "next"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> EmailStep.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = EmailStep.view(of: EmailStep.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.parse(Array(words.dropFirst()))
  }
}
