import NumberDivisorsFeature
import Testing

struct NumberDivisorsRulesTests {
  @Test(
    "the divisors are the positive ones, smallest first",
    arguments: [
      (1, [1]), (12, [1, 2, 3, 4, 6, 12]), (7, [1, 7]), (36, [1, 2, 3, 4, 6, 9, 12, 18, 36]),
      (-12, [1, 2, 3, 4, 6, 12]),
    ])
  func divisors(number: Int, divisors: [Int]) {
    #expect(NumberDivisors.State(number: number).divisors == divisors)
  }

  @Test func zeroHasNoListOfDivisors() {
    #expect(NumberDivisors.State(number: 0).divisors == [])
  }

  @Test func theDivisorsAgreeWithDivisionForTheFirstThousandNumbers() {
    for number in 1...1000 {
      let expected = (1...number).filter { number % $0 == 0 }
      #expect(NumberDivisors.State(number: number).divisors == expected, "for \(number)")
    }
  }

  @Test func theLargestNumbersADetailShowsAreFactored() {
    let billion = NumberDivisors.State(number: 1_000_000_000).divisors
    #expect(billion.count == 100)
    #expect(billion.first == 1 && billion.last == 1_000_000_000)
  }

  @Test func aNumberBeyondTheRangeHasNoListRatherThanTakingBillionsOfDivisions() {
    #expect(NumberDivisors.State(number: Int.max).divisors == [])
    #expect(NumberDivisors.State(number: Int.min).divisors == [])
  }
}
