/// Why something from outside (a link, a back, a command's input) was refused: a message
/// saying what was wrong and what would be right, and remedies each front end words.
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

  /// A link naming `count` screens above a root, where a stack holds `capacity` routes.
  public static func tooManyScreens(_ count: Int, capacity: Int) -> Self {
    Refusal(
      "the link names \(count) screens above the first; a stack holds at most \(capacity - 1) "
        + "above its first, so shorten the link")
  }
}
