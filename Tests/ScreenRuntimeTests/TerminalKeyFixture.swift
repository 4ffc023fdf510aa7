import TerminalEditor

/// Keys as the decoder gives them, named for the tests.
enum TerminalKeyFixture {
  /// A lone Escape, which the decoder gives once no more bytes follow.
  static let escape = TerminalKey.escape
  /// The key that quits.
  static let quit = TerminalKey.text("q")
}
