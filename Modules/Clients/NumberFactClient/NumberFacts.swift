/// Facts worked out from a number itself, so the client needs no network and always agrees.
public enum NumberFacts {
  /// The largest magnitude whose factors are worked out: its square root, a million, bounds the
  /// work of one fact.
  public static let factoringLimit: UInt = 1_000_000_000_000

  /// One sentence about `number`, as in `6 is even, 2 × 3 and a perfect number.`
  public static func describe(_ number: Int) -> String {
    let magnitude = number.magnitude
    var parts = [number.isMultiple(of: 2) ? "even" : "odd"]
    guard magnitude <= factoringLimit else {
      return "\(number) is \(parts[0]) and too large to factor quickly."
    }
    if magnitude > 1 {
      let factors = primeFactors(of: magnitude)
      parts.append(
        factors.count == 1 ? "prime" : factors.map(String.init).joined(separator: " × "))
    }
    let root = squareRoot(of: magnitude)
    if number >= 0, root * root == magnitude { parts.append("the square of \(root)") }
    if number > 0, isPerfect(magnitude) { parts.append("a perfect number") }
    let list =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return "\(number) is \(list)."
  }

  /// The prime factors of `value` (at least 2), smallest first, with repeats.
  static func primeFactors(of value: UInt) -> [UInt] {
    var factors: [UInt] = []
    var rest = value
    var divisor: UInt = 2
    while divisor <= rest / divisor {
      while rest.isMultiple(of: divisor) {
        factors.append(divisor)
        rest /= divisor
      }
      divisor += divisor == 2 ? 1 : 2
    }
    if rest > 1 { factors.append(rest) }
    return factors
  }

  /// The largest integer whose square is at most `value`.
  static func squareRoot(of value: UInt) -> UInt {
    var root = UInt(Double(value).squareRoot())
    while root > 0, root > value / root { root -= 1 }
    while root + 1 <= value / (root + 1) { root += 1 }
    return root
  }

  /// Whether `value` is the sum of its proper divisors.
  static func isPerfect(_ value: UInt) -> Bool {
    guard value > 1 else { return false }
    var sum: UInt = 1
    var divisor: UInt = 2
    while divisor <= value / divisor {
      if value.isMultiple(of: divisor) {
        sum += divisor
        let pair = value / divisor
        if pair != divisor { sum += pair }
      }
      divisor += 1
    }
    return sum == value
  }
}
