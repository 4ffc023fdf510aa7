/// Text, its rule, and the action it makes.
public struct TextArgument<Action> {
  /// What a field for the text is labelled with, as in `name`.
  public let placeholder: String
  /// What text is taken.
  public let rule: TextRule
  /// The action a text the rule takes makes.
  public let action: (String) -> Action
  /// The text as it stands, if any: a field starts with it, to be changed rather than retyped.
  public let current: String?

  /// Text asked for as `placeholder` and checked by `rule`, `current` as it stands.
  public init(
    placeholder: String, rule: TextRule, current: String? = nil,
    action: @escaping (String) -> Action
  ) {
    self.placeholder = placeholder
    self.rule = rule
    self.current = current
    self.action = action
  }

  /// The same argument making `transform(action)` instead.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> TextArgument<Other> {
    let action = self.action
    return TextArgument<Other>(placeholder: placeholder, rule: rule, current: current) {
      transform(action($0))
    }
  }
}
