public import Presentation

/// How the full-screen front end words a command's refusal under its field: the same
/// refusals the line front end words as `error:` lines, said for a person at a field.
public enum RefusalWording {
  /// The words for `refusal` of `command`.
  public static func words<Action>(_ refusal: CommandRefusal, of command: Command<Action>) -> String
  {
    let thing = command.argument.placeholder ?? "text"
    switch refusal {
    case .unavailable(let reason):
      return "'\(command.name)' is not available here: \(reason)"
    case .mismatched, .notAChoice:
      return "that is not one of the choices; choose one with the arrows"
    case .outOfRange(let value, let range):
      return "\(value) is out of range; type a number from \(range.lowerBound) to "
        + "\(range.upperBound)"
    case .emptyText:
      return "the \(thing) is empty; type it, or press Escape to leave the field"
    case .textTooLong(let bytes, let longest):
      return "the \(thing) is \(bytes) bytes long; at most \(longest) are taken"
    case .textRefused(let problem):
      return problem
    }
  }

  /// `message`, then what to do instead as the keys that do it, as in `the sheet 'Confirm'
  /// covers the tabs; press ← to close it first, or / to go anywhere at once`. `key` names the
  /// key of a remedy's means on the screen shown.
  public static func words(
    _ message: String, remedies: [Remedy], key: (Remedy.Means) -> String
  ) -> String {
    guard !remedies.isEmpty else { return message }
    let ways = remedies.map { "\(key($0.means)) \($0.purpose)" }
    return message + "; press " + ways.joined(separator: ", or ")
  }
}
