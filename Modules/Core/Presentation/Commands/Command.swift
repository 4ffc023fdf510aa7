/// Something a person can do on a screen: its name, summary, argument and action.
///
/// A command says what can be done, never how: each front end reads input and words refusals
/// its own way, so a feature never parses input. A parent adopts it with ``map(_:)``.
public struct Command<Action> {
  /// The command's name, as in `select`.
  public let name: String
  /// One line on what the command does.
  public let summary: String
  /// What the command takes, and how that becomes the action.
  public let argument: CommandArgument<Action>
  /// Why the screen refuses the command now, or `nil`; a refused command is still shown.
  public let unavailability: String?

  /// A command called `name` taking `argument`, refused for `unavailability` when not `nil`.
  @inlinable
  public init(
    _ name: String, summary: String, argument: CommandArgument<Action>,
    unavailableBecause unavailability: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.argument = argument
    self.unavailability = unavailability
  }

  /// The same command, refused for `reason` when it is not `nil`.
  @inlinable
  public func unavailable(because reason: String?) -> Self {
    Self(name, summary: summary, argument: argument, unavailableBecause: reason)
  }

  /// The same command sending `transform(action)` instead: how a parent adopts it.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> Command<Other> {
    Command<Other>(
      name, summary: summary, argument: argument.map(transform),
      unavailableBecause: unavailability)
  }
}

extension Command {
  /// A command that takes nothing and sends `action`.
  @inlinable
  public static func plain(_ name: String, summary: String, action: Action) -> Self {
    Self(name, summary: summary, argument: .none(action))
  }

  /// A command that takes one whole number within `range`, asked for as `placeholder`.
  @inlinable
  public static func integer(
    _ name: String,
    placeholder: String = "n",
    in range: ClosedRange<Int>,
    summary: String,
    action: @escaping (Int) -> Action
  ) -> Self {
    Self(
      name, summary: summary,
      argument: .number(NumberArgument(placeholder: placeholder, range: range, action: action)))
  }

  /// The most UTF-8 bytes a text command takes by default.
  public static var longestText: Int { TextRule.defaultLongest }

  /// A command that takes text, asked for as `placeholder` and checked by `rule`.
  @inlinable
  public static func text(
    _ name: String,
    placeholder: String,
    summary: String,
    rule: TextRule = TextRule(),
    current: String? = nil,
    action: @escaping (String) -> Action
  ) -> Self {
    Self(
      name, summary: summary,
      argument: .text(
        TextArgument(placeholder: placeholder, rule: rule, current: current, action: action)))
  }

  /// A command that takes one of `values`, each shown by `shown`; `noun` names one: `a tab`.
  @inlinable
  public static func choice<Value>(
    _ name: String,
    placeholder: String,
    summary: String,
    among values: [Value],
    noun: String,
    shown: @escaping (Value) -> String,
    action: @escaping (Value) -> Action
  ) -> Self {
    Self(
      name, summary: summary,
      argument: .choice(
        Choices(values, noun: noun, placeholder: placeholder, shown: shown, action: action)))
  }

  /// A command that takes one of `values`, each shown as it prints; `noun` names one.
  @inlinable
  public static func choice<Value: LosslessStringConvertible & Equatable>(
    _ name: String,
    placeholder: String = "n",
    summary: String,
    among values: [Value],
    noun: String,
    action: @escaping (Value) -> Action
  ) -> Self {
    Self(
      name, summary: summary,
      argument: .choice(Choices(values, noun: noun, placeholder: placeholder, action: action)))
  }
}
