import LineRuntime
import NumberDetailFeature
import Presentation
import Testing

/// The detail's face, as any front end shows it: its lines for each stage of the fact, and commands
/// refused before they would leave the range.
struct NumberDetailViewTests {
  func view(
    _ number: Int, _ fact: NumberDetail.Fact = .notRequested
  ) -> ScreenView<
    NumberDetail.Action
  > {
    NumberDetail.view(of: NumberDetail.State(number: number, fact: fact))
  }

  @Test func theScreenShowsTheNumberAndHowFarItsFactGot() {
    #expect(view(3).title == "Number 3")
    #expect(view(3).lines == ["number: 3", "fact: not loaded yet"])
    #expect(view(3, .loading).lines[1] == "fact: loading...")
    #expect(view(3, .loaded("3 is odd.")).lines[1] == "fact: 3 is odd.")
    #expect(view(3, .failed("offline")).lines[1] == "fact: unavailable (offline)")
  }

  @Test func eachCommandSendsItsAction() throws {
    let screen = view(3)
    let pairs: [(String, NumberDetail.Action)] = [
      ("increment", .incrementTapped), ("decrement", .decrementTapped),
      ("double", .showDoubleTapped), ("fact", .factTapped), ("divisors", .divisorsTapped),
      ("done", .doneTapped),
    ]
    // The whole list, in order, is pinned once: by the numbers app's transcripts.
    for (name, action) in pairs {
      #expect(try screen.command(named: name)?.read([]) == action)
    }
  }

  @Test func commandsThatWouldLeaveTheRangeAreRefused() {
    let top = view(NumberDetail.range.upperBound)
    #expect(throws: Refusal.self) { try top.command(named: "increment")?.read([]) }
    #expect(throws: Refusal.self) { try top.command(named: "double")?.read([]) }
    #expect(throws: Never.self) { try top.command(named: "decrement")?.read([]) }
    let half = view(NumberDetail.range.upperBound / 2 + 1)
    #expect(throws: Refusal.self) { try half.command(named: "double")?.read([]) }
  }

  @Test func aNumberFarOutsideTheRangeNeverOverflows() {
    let screen = view(Int.max)
    #expect(throws: Refusal.self) { try screen.command(named: "increment")?.read([]) }
    #expect(throws: Refusal.self) { try screen.command(named: "double")?.read([]) }
  }

  @Test func argumentsAreRefused() {
    #expect(throws: Refusal("'fact' takes no arguments; type 'fact' alone")) {
      try view(3).command(named: "fact")?.read(["now"])
    }
  }
}
