/// Something a person can do on a screen: its name, what it does, the argument it takes, and
/// the action it makes.
///
/// A command says what can be done, never how it is done: the line front end reads it from
/// typed words, the full-screen one from a key and a picker or a field, a SwiftUI app from a
/// button. Each front end words its own refusals from the same declaration, so a feature never
/// parses input. A coordinator maps a screen's commands into its own actions with
/// ``map(_:)``, so the screen never learns who shows it.
public struct Command<Action> {
  /// The command's name, as in `select`: what a person looks for, and what the line front end
  /// reads.
  public let name: String
  /// One line on what the command does.
  public let summary: String
  /// What the command takes, and how that becomes the action.
  public let argument: CommandArgument<Action>
  /// Why the screen refuses the command now, or `nil` when it takes it: the command is still
  /// shown (a front end may grey it out), and using it says why.
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

  /// The same command sending `transform(action)` instead: how a parent adopts a screen's
  /// commands.
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

  /// The most UTF-8 bytes a ``text(_:placeholder:summary:rule:current:action:)`` command takes by
  /// default: more than any name or address needs, and a bound on what a screen holds, so on
  /// its links too.
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

  /// A command that takes one of `values`, each shown as `shown` gives it; `noun` names one
  /// with its article, as in `a tab`, and a picker is labelled `placeholder`.
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

  /// A command that takes one of `values`, each shown as it prints; `noun` names one with its
  /// article, as in `a number on the list`.
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
