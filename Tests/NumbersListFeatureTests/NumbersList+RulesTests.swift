import NumbersListFeature
import Testing

@Suite("NumbersList rules")
struct NumbersListRulesTests {
  @Test("any numbers in the range, each once, make a list, none included")
  func numbersInRangeEachOnce() {
    for numbers in [[], [7, 42], [-3, 0, 3]] {
      #expect(NumbersList.State(numbers: numbers).problem(numbersIn: -5...50) == nil)
    }
  }

  @Test("a number outside the range is named, with the range")
  func numberOutsideTheRange() {
    let problem = NumbersList.State(numbers: [1, 51, 2]).problem(numbersIn: -5...50)
    #expect(problem == "the list holds 51, which cannot be opened; list numbers from -5 to 50")
  }

  @Test("a number listed twice is named")
  func numberListedTwice() {
    let problem = NumbersList.State(numbers: [4, 8, 4]).problem(numbersIn: 1...10)
    #expect(problem == "the list holds 4 twice; list each number once")
  }
}
