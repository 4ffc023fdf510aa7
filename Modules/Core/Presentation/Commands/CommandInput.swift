/// What a person gave a command, as a front end read it.
public enum CommandInput: Equatable, Sendable {
  /// Nothing: for a command that takes nothing.
  case none
  /// The choice at this index.
  case choice(Int)
  /// A whole number.
  case number(Int)
  /// Text.
  case text(String)
}
