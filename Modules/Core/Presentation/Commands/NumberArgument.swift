/// A whole number within a range, and the action it makes.
public struct NumberArgument<Action> {
  /// What a field for the number is labelled with, as in `years`.
  public let placeholder: String
  /// The numbers taken, bounds included.
  public let range: ClosedRange<Int>
  /// The action a number in ``range`` makes.
  public let action: (Int) -> Action

  /// A number in `range`, asked for as `placeholder`.
  public init(placeholder: String, range: ClosedRange<Int>, action: @escaping (Int) -> Action) {
    self.placeholder = placeholder
    self.range = range
    self.action = action
  }

  /// The same argument making `transform(action)` instead.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> NumberArgument<Other> {
    let action = self.action
    return NumberArgument<Other>(placeholder: placeholder, range: range) { transform(action($0)) }
  }
}
