import Architecture
import Testing

struct ScreenCaseTests {
  @Test func aScreenCaseReachesBothEnumsBothWays() {
    let label = Counters.label
    #expect(label.state.embed("x") == .label("x"))
    #expect(label.state.extract(.label("x")) == "x")
    #expect(label.state.extract(.counter(1)) == nil)
    #expect(label.action.embed(.renamed("y")) == .label(.renamed("y")))
    #expect(label.action.extract(.label(.renamed("y"))) == .renamed("y"))
    #expect(label.action.extract(.counter(.incrementTapped)) == nil)
  }
}
