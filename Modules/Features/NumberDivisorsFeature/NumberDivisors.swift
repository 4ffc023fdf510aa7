public import Architecture

/// The divisors of a number: choose one to see it, or say you are done.
///
/// It does not know what choosing a divisor leads to, nor how it was shown: both are delegate
/// events for whoever shows the screen.
public struct NumberDivisors: Reducer, Sendable {
  /// The numbers whose divisors are listed: finding them takes up to the square root of the
  /// number in divisions, about 31,623 at the ends of the range.
  public static let range = -1_000_000_000...1_000_000_000

  /// The number whose divisors are shown.
  public struct State: Codable, Equatable, Sendable {
    /// The number.
    public var number: Int

    /// The divisors of `number`.
    public init(number: Int) {
      self.number = number
    }

    private enum CodingKeys: String, CodingKey { case number }

    /// Decodes a saved screen, refusing a number outside ``NumberDivisors/range``, which no
    /// command shows.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try container.decode(Int.self, forKey: .number)
      guard NumberDivisors.range.contains(number) else {
        throw DecodingError.dataCorruptedError(
          forKey: .number, in: container,
          debugDescription:
            "\(number) is outside the numbers whose divisors are listed, "
            + "\(NumberDivisors.range.lowerBound) to \(NumberDivisors.range.upperBound)")
      }
    }
  }

  /// What happens on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user chose one of the divisors.
    case divisorTapped(Int)
    /// The user said they are done with the divisors.
    case doneTapped
    /// Events for whoever shows the screen.
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Show this divisor.
    case divisorSelected(Int)
    /// The user is done with this screen.
    case finished
  }

  /// The screen's logic.
  public init() {}

  /// Reports a chosen divisor or the end upward; a number that is no divisor changes nothing.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .divisorTapped(let divisor):
      if let refusal = state.refusal(of: divisor) {
        return .report("\(refusal); choose one of the divisors listed")
      }
      return .send(.delegate(.divisorSelected(divisor)))
    case .doneTapped:
      return .send(.delegate(.finished))
    case .delegate:
      return .none
    }
  }
}
