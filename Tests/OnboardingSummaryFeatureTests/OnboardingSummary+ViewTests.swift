import LineRuntime
import OnboardingSummaryFeature
import Presentation
import Testing

struct OnboardingSummaryViewTests {
  @Test func eachAnswerIsALineInTheGivenOrder() {
    let view = OnboardingSummary.view(
      of: OnboardingSummary.State(entries: [
        OnboardingSummary.Entry(label: "name", value: "Ada"),
        OnboardingSummary.Entry(label: "shares more", value: "no"),
      ]))
    #expect(view.title == "Summary")
    #expect(view.lines == ["name: Ada", "shares more: no"])
  }

  @Test func aSummaryWithoutAnswersSaysSo() {
    #expect(OnboardingSummary.view(of: OnboardingSummary.State()).lines == ["(no answers)"])
  }

  @Test func finishAndRestartSendTheirTaps() throws {
    #expect(try parse("finish") == .finishTapped)
    #expect(try parse("restart") == .startOverTapped)
  }

  @Test func commandsWithArgumentsAreRefused() {
    #expect(throws: Refusal.self) { try parse("finish now") }
    #expect(throws: Refusal.self) { try parse("restart all") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = OnboardingSummary.view(of: OnboardingSummary.State()).commands.map(\.name)
    #expect(names == ["finish", "restart"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> OnboardingSummary.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = OnboardingSummary.view(of: OnboardingSummary.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}
