/// What text a command takes: never empty, at most ``longest`` UTF-8 bytes, and whatever the
/// feature's own check says, in words any front end can show.
public struct TextRule: Sendable {
  /// The most UTF-8 bytes taken by default: more than any name or address needs, and a bound
  /// on what a screen holds, so on its links too.
  public static var defaultLongest: Int { 1_024 }

  /// The most UTF-8 bytes taken.
  public let longest: Int
  /// What is wrong with a text, or `nil` when it is taken.
  public let problem: @Sendable (String) -> String?

  /// Any text that is not empty and at most `longest` bytes long, that `problem` does not
  /// refuse.
  public init(
    longest: Int = defaultLongest, problem: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.longest = longest
    self.problem = problem
  }
}
