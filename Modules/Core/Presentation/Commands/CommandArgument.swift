/// What a command takes, in terms any front end can offer: nothing, one of a set of values, a
/// number in a range, or text with a rule.
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

  /// What a field or a picker for the argument is labelled with, as in `n` or `name`; `nil`
  /// when the command takes nothing.
  public var placeholder: String? {
    switch self {
    case .none: nil
    case .choice(let choices): choices.placeholder
    case .number(let number): number.placeholder
    case .text(let text): text.placeholder
    }
  }
}
