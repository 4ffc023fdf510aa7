extension NumberDetail.State {
  /// The number `incrementTapped` leads to, or nil where it would leave
  /// ``NumberDetail/range``: the rule the reducer applies and a view shows.
  public var incremented: Int? { NumberDetail.withinRange(sum(number, 1)) }

  /// The number `decrementTapped` leads to, or nil where it would leave ``NumberDetail/range``.
  public var decremented: Int? { NumberDetail.withinRange(sum(number, -1)) }

  /// The double `showDoubleTapped` reports, or nil where it would leave ``NumberDetail/range``.
  public var double: Int? { NumberDetail.withinRange(sum(number, number)) }
}

extension NumberDetail {
  /// `value` when it is a number a detail can show.
  static func withinRange(_ value: Int?) -> Int? {
    value.flatMap { range.contains($0) ? $0 : nil }
  }
}

/// `a + b`, or `nil` where it would overflow: a state made outside the app may hold any number.
func sum(_ a: Int, _ b: Int) -> Int? {
  let (result, overflow) = a.addingReportingOverflow(b)
  return overflow ? nil : result
}
