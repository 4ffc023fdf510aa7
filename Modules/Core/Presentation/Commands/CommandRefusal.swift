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
