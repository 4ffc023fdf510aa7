/// What a command takes: nothing, one of a set of values, a number in a range, or text.
public enum CommandArgument<Action> {
  /// Nothing: the command sends this action.
  case none(Action)
  /// One of a set of values, each with how it is shown.
  case choice(Choices<Action>)
  /// A whole number within a range.
  case number(NumberArgument<Action>)
  /// Text, checked by the feature's own rule.
  case text(TextArgument<Action>)

  /// The same argument making `transform(action)` instead.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> CommandArgument<Other> {
    switch self {
    case .none(let action): .none(transform(action))
    case .choice(let choices): .choice(choices.map(transform))
    case .number(let number): .number(number.map(transform))
    case .text(let text): .text(text.map(transform))
    }
  }

  /// The label of a field or picker for the argument, as in `n`; `nil` if it takes nothing.
  public var placeholder: String? {
    switch self {
    case .none: nil
    case .choice(let choices): choices.placeholder
    case .number(let number): number.placeholder
    case .text(let text): text.placeholder
    }
  }
}
