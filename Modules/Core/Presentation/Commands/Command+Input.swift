extension Command {
  /// The action `input` makes, or why the command refuses it: every front end checks here.
  @inlinable
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
