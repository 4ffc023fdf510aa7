/// Why something from outside was refused: a link that names no place, a back with nothing to
/// go back to, a command's input.
///
/// The message says what was wrong and what would be right, in words any front end can show:
/// the line front end prints it as one `error: ...` line, another shows it under a field. What
/// a person can do instead is a remedy (back, a link, a command of the screen), which each
/// front end words after the message.
public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong and what would be right, without the `error: ` prefix.
  public var message: String
  /// What a person can do instead, if anything: each front end words it.
  public var remedies: [Remedy]

  /// A refusal with this message, and what to do instead.
  public init(_ message: String, remedies: [Remedy] = []) {
    self.message = message
    self.remedies = remedies
  }

  /// The message.
  public var description: String { message }

  /// A link that names more screens than a stack holds: `count` above a root, where
  /// `capacity` routes fit, the root included.
  public static func tooManyScreens(_ count: Int, capacity: Int) -> Self {
    Refusal(
      "the link names \(count) screens above the first; a stack holds at most \(capacity - 1) "
        + "above its first, so shorten the link")
  }
}
