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

  /// Whether the screen lists no divisors (0, which every whole number divides, or a number
  /// beyond ``NumberDivisors/range``), so that nothing can be chosen on it. Answered without
  /// finding the divisors.
  public var listsNone: Bool {
    number == 0 || !NumberDivisors.range.contains(number)
  }

  /// Why `divisor` cannot be chosen on this screen, or `nil` when it is one of the divisors
  /// listed: the rule the reducer applies.
  public func refusal(of divisor: Int) -> String? {
    if number == 0 { return "the divisors of 0 are every whole number, and none is listed" }
    if listsNone {
      return "the divisors of \(number) are not listed beyond \(NumberDivisors.range.upperBound)"
    }
    guard divisor > 0, number % divisor == 0 else { return "\(divisor) does not divide \(number)" }
    return nil
  }
}
