/// What text a command takes: not empty, at most ``longest`` UTF-8 bytes, passing ``problem``.
public struct TextRule: Sendable {
  /// The default ``longest``: more than any name or address needs, bounding what a screen holds.
  public static var defaultLongest: Int { 1_024 }

  /// The most UTF-8 bytes taken.
  public let longest: Int
  /// What is wrong with a text, or `nil` when it is taken.
  public let problem: @Sendable (String) -> String?

  /// Any text that is not empty, at most `longest` bytes, and that `problem` does not refuse.
  public init(
    longest: Int = defaultLongest, problem: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.longest = longest
    self.problem = problem
  }
}
