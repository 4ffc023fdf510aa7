extension NumberDivisors.State {
  /// The positive divisors of the number, smallest first; none for 0, which every whole number
  /// divides, nor for a number outside ``NumberDivisors/range``.
  ///
  /// Found in pairs up to the square root, so a number near a billion takes about 31,623
  /// divisions, not a billion.
  public var divisors: [Int] {
    guard number != 0, NumberDivisors.range.contains(number) else { return [] }
    let magnitude = number.magnitude
    var small: [Int] = []
    var large: [Int] = []
    var candidate: UInt = 1
    while candidate <= magnitude / candidate {
      if magnitude % candidate == 0 {
        small.append(Int(candidate))
        let pair = magnitude / candidate
        if pair != candidate { large.append(Int(pair)) }
      }
      candidate += 1
    }
    return small + large.reversed()
  }

  /// Why `divisor` cannot be chosen on this screen, or `nil` when it is one of the divisors
  /// listed: the rule the reducer applies and a link to a divisor is held to.
  public func refusal(of divisor: Int) -> String? {
    if divisors.contains(divisor) { return nil }
    if number == 0 { return "the divisors of 0 are every whole number, and none is listed" }
    if divisors.isEmpty {
      return "the divisors of \(number) are not listed beyond \(NumberDivisors.range.upperBound)"
    }
    return "\(divisor) does not divide \(number)"
  }
}
