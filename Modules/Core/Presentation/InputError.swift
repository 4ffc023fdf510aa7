/// Why a line of input was refused: shown to the user as one `error: ...` line.
///
/// The message says what was wrong and what would be right, so the user can retype the line
/// without opening the help.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong and what would be right, without the `error: ` prefix.
  public var message: String

  /// An error with this message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// A link that names more screens than a stack holds: `count` above a root, where
  /// `capacity` routes fit, the root included.
  public static func tooManyScreens(_ count: Int, capacity: Int) -> Self {
    InputError(
      "the link names \(count) screens above the first; a stack holds at most \(capacity - 1) "
        + "above its first, so shorten the link")
  }
}
