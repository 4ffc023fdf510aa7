import NumberFactClient

extension NumberDetail {
  /// What makes `fact` one the app's fact client could not have given about `number`, or
  /// `nil`: its clients work the fact out from the number (``NumberFacts/describe(_:)``), so a
  /// loaded fact is that sentence, and they never fail, so no fact is a failure.
  static func factProblem(_ fact: Fact, about number: Int) -> String? {
    switch fact {
    case .notRequested, .loading:
      return nil
    case .loaded(let text):
      let told = NumberFacts.describe(number)
      return text == told
        ? nil
        : "the fact about \(number) is not the one the app tells ('\(told)'); put that one, or "
          + "\"notRequested\": {}"
    case .failed:
      return "the fact about \(number) failed, but the app's fact client never fails; put "
        + "\"notRequested\": {}"
    }
  }
}
