import TerminalEditor

/// What the thread that watches the terminal hands over.
enum ScreenEvent: Sendable {
  /// Keys typed, in order.
  case keys([TerminalKey])
  /// The window changed size.
  case resized
  /// The process was continued after a stop.
  case continued
  /// The end of input.
  case end
  /// A read error; nothing more comes.
  case failed(String)
}
