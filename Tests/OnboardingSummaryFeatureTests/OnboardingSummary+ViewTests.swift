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

  @Test func aHostShowsItByItsTypeWithItsTitleAndView() throws {
    let state = OnboardingSummary.State(entries: [.init(label: "name", value: "Ada")])
    let shown = HostScreen.shown(state)
    #expect(declaration.title(of: shown) == "Summary")
    #expect(OnboardingSummary.title(of: state) == OnboardingSummary.view(of: state).title)
    let view = try #require(declaration.view(of: shown))
    #expect(view.lines == OnboardingSummary.view(of: state).lines)
    #expect(view.commands.map(\.name) == OnboardingSummary.view(of: state).commands.map(\.name))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> OnboardingSummary.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = OnboardingSummary.view(of: OnboardingSummary.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}

/// A host of the tests' own that shows the summary by its type alone, as any coordinator would.
private enum HostScreen: Sendable {
  case shown(OnboardingSummary.State)
}

private enum HostAction: Sendable {
  case shown(OnboardingSummary.Action)
}

private let declaration = ScreenCase(
  OnboardingSummary.self, HostScreen.shown, HostAction.shown,
  state: { if case .shown(let state) = $0 { state } else { nil } },
  action: { if case .shown(let action) = $0 { action } else { nil } }, link: nil)
