import NumberDetailFeature
public import NumbersListFeature

extension NumbersCoordinator {
  /// The list an item's numbers show: the first five multiples of `id`, as far as they are
  /// numbers a detail can show. An id may be anywhere up to `Int.max`, so the products are
  /// checked rather than trusted.
  public static func multiples(of id: Int) -> NumbersList.State {
    NumbersList.State(
      numbers: (1...5).compactMap { factor -> Int? in
        let (product, overflow) = id.multipliedReportingOverflow(by: factor)
        return !overflow && NumberDetail.range.contains(product) ? product : nil
      })
  }

  /// What makes `list` one the coordinator is never built with, or `nil`: a list is either
  /// the numbers app's own (1 to 12) or an item's multiples (``multiples(of:)``), never empty.
  static func listProblem(with list: NumbersList.State) -> String? {
    let rule =
      "a list holds 1 to 12, or the first five multiples of an item's id that a detail "
      + "shows, as 3 6 9 12 15"
    guard let first = list.numbers.first else {
      return "the list is empty; \(rule)"
    }
    if list == NumbersList.State() || list == multiples(of: first) { return nil }
    // Said without the numbers themselves: a file may hold a million of them.
    return "the list holds \(list.numbers.count) numbers from \(first) that the coordinator "
      + "never lists; \(rule)"
  }
}
