import LineRuntime
import Presentation
import ProfileDetailsFeature
import Testing

struct ProfileDetailsViewTests {
  @Test func anEmptyStepSaysNothingWasEntered() {
    let view = ProfileDetails.view(of: ProfileDetails.State())
    #expect(view.title == "Details")
    #expect(view.lines == ["city: (not entered)", "age: (not entered)"])
  }

  @Test func theValuesAndTheProblemAreShown() {
    let view = ProfileDetails.view(
      of: ProfileDetails.State(city: "Lyon", age: 36, problem: "too far"))
    #expect(view.lines == ["city: Lyon", "age: 36", "! too far"])
  }

  @Test func theCityCommandTakesTheRestOfTheLine() throws {
    #expect(try parse("city Le Puy-en-Velay") == .cityChanged("Le Puy-en-Velay"))
  }

  @Test func theCityCommandWithoutACityIsRefused() {
    #expect(throws: Refusal.self) { try parse("city") }
  }

  @Test func theAgeCommandTakesAnAgeWithinTheLimits() throws {
    #expect(try parse("age 13") == .ageChanged(13))
    #expect(try parse("age 120") == .ageChanged(120))
  }

  @Test func theAgeCommandRefusesAnythingButOneAcceptedAge() {
    for line in ["age", "age 12", "age 121", "age forty", "age 30 31"] {
      #expect(throws: Refusal.self, "\(line)") { try parse(line) }
    }
  }

  @Test func nextContinues() throws {
    #expect(try parse("next") == .continueTapped)
  }

  @Test func nextWithArgumentsIsRefused() {
    #expect(throws: Refusal.self) { try parse("next now") }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = ProfileDetails.view(of: ProfileDetails.State()).commands.map(\.name)
    #expect(names == ["city", "age", "next"])
    #expect(Set(names).isDisjoint(with: globals))
  }

  @Test func aHostShowsItByItsTypeWithItsTitleAndView() throws {
    let state = ProfileDetails.State(city: "Leeds", age: 36)
    let shown = HostScreen.shown(state)
    #expect(declaration.title(of: shown) == "Details")
    #expect(ProfileDetails.title(of: state) == ProfileDetails.view(of: state).title)
    let view = try #require(declaration.view(of: shown))
    #expect(view.lines == ProfileDetails.view(of: state).lines)
    #expect(view.commands.map(\.name) == ProfileDetails.view(of: state).commands.map(\.name))
  }

  /// Parses `line` as the terminal does: the first word names the command.
  private func parse(_ line: String) throws -> ProfileDetails.Action {
    let words = line.split(separator: " ").map(String.init)
    let view = ProfileDetails.view(of: ProfileDetails.State())
    let command = try #require(view.command(named: words.first ?? ""))
    return try command.read(Array(words.dropFirst()))
  }
}

/// A host of the tests' own that shows the step by its type alone, as any coordinator would.
private enum HostScreen: Sendable {
  case shown(ProfileDetails.State)
}

private enum HostAction: Sendable {
  case shown(ProfileDetails.Action)
}

private let declaration = ScreenCase(
  ProfileDetails.self, HostScreen.shown, HostAction.shown,
  state: { if case .shown(let state) = $0 { state } else { nil } },
  action: { if case .shown(let action) = $0 { action } else { nil } }, link: nil)
