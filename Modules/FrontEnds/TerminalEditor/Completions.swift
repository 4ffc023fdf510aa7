/// What Tab completes at the prompt: the commands of the screen on top and the global ones,
/// and the choices each command's argument takes, as the line runtime offers them after each
/// screen it shows.
public struct Completions: Equatable, Sendable {
  /// The words a line may start with.
  public var commands: [String]
  /// The words each command's argument may be, by the command's name.
  public var arguments: [String: [String]]

  /// Completions of `commands` and their `arguments`.
  public init(commands: [String] = [], arguments: [String: [String]] = [:]) {
    self.commands = commands
    self.arguments = arguments
  }

  /// The words that could stand where `text`, the line up to the cursor, ends: commands for
  /// its first word, a command's argument for its second, nothing after that.
  func candidates(before text: String) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    let typed = String(words.last ?? "")
    let choices: [String]
    switch words.count {
    case 1: choices = commands
    case 2: choices = arguments[String(words[0])] ?? []
    default: choices = []
    }
    return choices.filter { $0.hasPrefix(typed) }
  }
}
