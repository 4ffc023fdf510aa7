import LineRuntime
import NumberDetailFeature
import Presentation
import Testing

/// The rules a view shows and the reducer applies are one set of state queries.
struct NumberDetailRulesTests {
  @Test("inside the range, each command leads to the number it names")
  func insideTheRange() {
    let state = NumberDetail.State(number: 21)
    #expect(state.incremented == 22)
    #expect(state.decremented == 20)
    #expect(state.double == 42)
  }

  @Test("at the edges of the range, the commands that would leave it lead nowhere")
  func atTheEdges() {
    let top = NumberDetail.State(number: NumberDetail.range.upperBound)
    #expect(top.incremented == nil)
    #expect(top.decremented == NumberDetail.range.upperBound - 1)
    #expect(top.double == nil)
    let bottom = NumberDetail.State(number: NumberDetail.range.lowerBound)
    #expect(bottom.decremented == nil)
    #expect(bottom.incremented == NumberDetail.range.lowerBound + 1)
  }

  @Test("a number a state file brought in from outside the range never overflows a rule")
  func outsideTheRange() {
    for number in [Int.max, Int.min, NumberDetail.range.upperBound + 1] {
      let state = NumberDetail.State(number: number)
      #expect(state.incremented.map(NumberDetail.range.contains) ?? true)
      #expect(state.decremented.map(NumberDetail.range.contains) ?? true)
      #expect(state.double == nil)
    }
    #expect(NumberDetail.State(number: Int.min).decremented == nil)
    #expect(NumberDetail.State(number: Int.max).incremented == nil)
  }

  @Test("the view refuses exactly what the rules refuse")
  func viewFollowsTheRules() throws {
    let top = NumberDetail.State(number: NumberDetail.range.upperBound)
    let view = NumberDetail.view(of: top)
    let increment = try #require(view.command(named: "increment"))
    let decrement = try #require(view.command(named: "decrement"))
    #expect(throws: Refusal.self) { try increment.read([]) }
    #expect(try decrement.read([]) == .decrementTapped)
  }
}
