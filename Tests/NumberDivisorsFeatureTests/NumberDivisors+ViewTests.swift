import LineRuntime
import NumberDivisorsFeature
import Presentation
import Testing

struct NumberDivisorsViewTests {
  @Test func theScreenListsTheDivisorsUnderItsTitle() {
    let view = NumberDivisors.view(of: NumberDivisors.State(number: 12))
    #expect(view.title == "Divisors of 12")
    #expect(view.lines == ["divisors: 1 2 3 4 6 12"])
    #expect(view.command(named: "select") != nil)
  }

  @Test func selectTakesOneOfTheDivisors() throws {
    let view = NumberDivisors.view(of: NumberDivisors.State(number: 12))
    let select = try #require(view.command(named: "select"))
    #expect(try select.read(["6"]) == .divisorTapped(6))
    #expect(
      throws: Refusal("'5' is not a divisor of 12; choose one of 1, 2, 3, 4, 6, 12")
    ) {
      try select.read(["5"])
    }
    #expect(throws: Refusal.self) { try select.read([]) }
  }

  @Test("a divisor written otherwise than printed is refused, as a link refuses it")
  func aDivisorWrittenOtherwiseIsRefused() throws {
    let view = NumberDivisors.view(of: NumberDivisors.State(number: 12))
    let select = try #require(view.command(named: "select"))
    for word in ["+6", "06"] {
      #expect(throws: Refusal.self) { try select.read([word]) }
    }
  }

  @Test func zeroSaysEveryNumberDividesItAndOffersNoSelect() {
    let view = NumberDivisors.view(of: NumberDivisors.State(number: 0))
    #expect(view.lines == ["divisors: every whole number divides 0"])
    #expect(view.command(named: "select") == nil)
    #expect(view.command(named: "done") != nil)
  }
}
