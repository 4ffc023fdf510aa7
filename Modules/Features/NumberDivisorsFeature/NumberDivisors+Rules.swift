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
}
