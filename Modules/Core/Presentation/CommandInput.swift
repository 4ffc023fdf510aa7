/// What a person gave a command, as a front end read it: nothing, the index of a choice, a
/// number or text. A front end builds it from the command's ``CommandArgument``.
public enum CommandInput: Equatable, Sendable {
  /// Nothing: for a command that takes nothing.
  case none
  /// The choice at this index.
  case choice(Int)
  /// A whole number.
  case number(Int)
  /// Text.
  case text(String)
}

/// Why a command refused what it was given, as data: each front end words it its own way.
public enum CommandRefusal: Error, Equatable, Sendable {
  /// The screen refuses the command now, for this reason.
  case unavailable(String)
  /// The input is not of the kind the argument takes: a front end's mistake.
  case mismatched
  /// No choice has this index.
  case notAChoice(Int)
  /// The number is outside the range the command takes.
  case outOfRange(Int, ClosedRange<Int>)
  /// The text is empty.
  case emptyText
  /// The text is longer, in UTF-8 bytes, than the most the rule takes.
  case textTooLong(bytes: Int, longest: Int)
  /// The rule refuses the text, saying why.
  case textRefused(String)
}

extension Command {
  /// The action `input` makes, or why the command refuses it: the one place every front end's
  /// input is checked.
  public func action(for input: CommandInput) throws(CommandRefusal) -> Action {
    if let unavailability { throw .unavailable(unavailability) }
    switch (argument, input) {
    case (.none(let action), .none):
      return action
    case (.choice(let choices), .choice(let index)):
      guard index >= 0, index < choices.count else { throw .notAChoice(index) }
      return choices.action(index)
    case (.number(let number), .number(let value)):
      guard number.range.contains(value) else { throw .outOfRange(value, number.range) }
      return number.action(value)
    case (.text(let text), .text(let value)):
      guard !value.isEmpty else { throw .emptyText }
      let bytes = value.utf8.count
      guard bytes <= text.rule.longest else {
        throw .textTooLong(bytes: bytes, longest: text.rule.longest)
      }
      if let problem = text.rule.problem(value) { throw .textRefused(problem) }
      return text.action(value)
    default:
      throw .mismatched
    }
  }
}
