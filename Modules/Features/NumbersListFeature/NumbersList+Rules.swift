extension NumbersList.State {
  /// What makes this a list no one could use, or `nil`: a number outside `range` (the numbers
  /// whoever shows the list can open), or a number listed twice, which a user cannot tell apart
  /// from the other.
  ///
  /// Any numbers in `range` make a list: a host starts the list over its own.
  public func problem(numbersIn range: ClosedRange<Int>) -> String? {
    if let number = numbers.first(where: { !range.contains($0) }) {
      return "the list holds \(number), which cannot be opened; list numbers from "
        + "\(range.lowerBound) to \(range.upperBound)"
    }
    var seen = Set<Int>()
    if let twice = numbers.first(where: { !seen.insert($0).inserted }) {
      return "the list holds \(twice) twice; list each number once"
    }
    return nil
  }
}
