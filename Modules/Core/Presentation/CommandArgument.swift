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

/// Text, its rule, and the action it makes.
public struct TextArgument<Action> {
  /// What a field for the text is labelled with, as in `name`.
  public let placeholder: String
  /// What text is taken.
  public let rule: TextRule
  /// The action a text the rule takes makes.
  public let action: (String) -> Action

  /// Text asked for as `placeholder` and checked by `rule`.
  public init(placeholder: String, rule: TextRule, action: @escaping (String) -> Action) {
    self.placeholder = placeholder
    self.rule = rule
    self.action = action
  }

  /// The same argument making `transform(action)` instead.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> TextArgument<Other> {
    let action = self.action
    return TextArgument<Other>(placeholder: placeholder, rule: rule) { transform(action($0)) }
  }
}
