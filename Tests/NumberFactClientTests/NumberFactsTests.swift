import NumberFactClient
import Testing

/// Facts are worked out from the number, so they can be checked against arithmetic.
struct NumberFactsTests {
  @Test(arguments: [
    (0, "0 is even and the square of 0."),
    (1, "1 is odd and the square of 1."),
    (2, "2 is even and prime."),
    (6, "6 is even, 2 × 3 and a perfect number."),
    (9, "9 is odd, 3 × 3 and the square of 3."),
    (28, "28 is even, 2 × 2 × 7 and a perfect number."),
    (-7, "-7 is odd and prime."),
  ])
  func describesParityFactorsSquaresAndPerfection(number: Int, fact: String) {
    #expect(NumberFacts.describe(number) == fact)
  }

  @Test(arguments: [12, 97, 1_000_000_000, 999_999_937, 2_147_483_647, 600_851_475_143])
  func factorsMultiplyBackToTheNumberOrItIsPrime(number: Int) throws {
    let text = NumberFacts.describe(number)
    let clauses = try #require(text.split(separator: " is ", maxSplits: 1).last)
      .split(whereSeparator: { $0 == "," || $0 == "." })
    guard let factors = clauses.first(where: { $0.contains("×") }) else {
      #expect(text.contains("prime"))
      return
    }
    let product = factors.split(separator: " ").compactMap { Int($0) }.reduce(1, *)
    #expect(product == number)
  }

  @Test func extremeNumbersNeverTrapNorTakeLong() {
    #expect(NumberFacts.describe(Int.min) == "\(Int.min) is even and too large to factor quickly.")
    #expect(NumberFacts.describe(Int.max) == "\(Int.max) is odd and too large to factor quickly.")
  }
}
