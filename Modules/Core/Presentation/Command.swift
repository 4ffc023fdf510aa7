/// A command a screen understands: its name, how to call it, and how its arguments become one
/// of the screen's actions.
///
/// A feature module lists its commands next to its rendering; a coordinator maps them into its
/// own actions with ``map(_:)``, so the screen never learns who shows it.
public struct Command<Action> {
  /// The word that starts the line, as in `select`.
  public let name: String
  /// How the arguments are written in help, as in `<n>`; empty when there are none.
  public let usage: String
  /// One line on what the command does.
  public let summary: String
  /// Turns the words after the name into an action, or says what was wrong with them.
  public let parse: ([String]) throws(InputError) -> Action
  /// Every word the argument takes, when they are a fixed set (the tabs, say); empty otherwise.
  /// Tools that explore an app try these, so a new choice is found without naming it.
  public let choices: [String]

  /// A command with its own argument parsing; `choices` lists the words it takes, when they
  /// are a fixed set.
  public init(
    _ name: String,
    usage: String = "",
    summary: String,
    choices: [String] = [],
    parse: @escaping ([String]) throws(InputError) -> Action
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.choices = choices
    self.parse = parse
  }

  /// How the command is written, as in `select <n>`.
  public var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }

  /// The same command sending `transform(action)` instead: how a parent adopts a screen's
  /// commands.
  @inlinable
  public func map<Other>(_ transform: @escaping (Action) -> Other) -> Command<Other> {
    let parse = self.parse
    return Command<Other>(name, usage: usage, summary: summary, choices: choices) {
      (arguments) throws(InputError) -> Other in
      transform(try parse(arguments))
    }
  }
}

extension Command {
  /// A command that takes no arguments.
  public static func plain(_ name: String, summary: String, action: Action) -> Self {
    Self(name, summary: summary) { (arguments) throws(InputError) -> Action in
      guard arguments.isEmpty else {
        throw InputError("'\(name)' takes no arguments; type '\(name)' alone")
      }
      return action
    }
  }

  /// A command that takes one whole number within `range`.
  public static func integer(
    _ name: String,
    placeholder: String = "n",
    in range: ClosedRange<Int>,
    summary: String,
    action: @escaping (Int) -> Action
  ) -> Self {
    Self(name, usage: "<\(placeholder)>", summary: summary) {
      (arguments) throws(InputError) -> Action in
      guard arguments.count == 1 else {
        throw InputError(
          "'\(name)' takes one number from \(range.lowerBound) to \(range.upperBound), "
            + "as in '\(name) \(range.lowerBound)'")
      }
      return action(try Self.number(arguments[0], for: name, in: range))
    }
  }

  /// The most UTF-8 bytes a ``text(_:placeholder:summary:action:)`` command takes: more than
  /// any name or address needs, and a bound on what a screen holds, so on its links too.
  public static var longestText: Int { 1_024 }

  /// A command that takes the rest of the line as text, which must not be empty, and at most
  /// ``longestText`` bytes.
  public static func text(
    _ name: String,
    placeholder: String,
    summary: String,
    action: @escaping (String) -> Action
  ) -> Self {
    Self(name, usage: "<\(placeholder)>", summary: summary) {
      (arguments) throws(InputError) -> Action in
      guard !arguments.isEmpty else {
        throw InputError("'\(name)' needs the \(placeholder) after it, as in '\(name) ...'")
      }
      let text = arguments.joined(separator: " ")
      guard text.utf8.count <= longestText else {
        throw InputError(
          "the \(placeholder) is \(text.utf8.count) bytes long; '\(name)' takes at most "
            + "\(longestText)")
      }
      return action(text)
    }
  }

  /// Reads a whole number within `range`, naming the command in the error.
  public static func number(
    _ word: String, for name: String, in range: ClosedRange<Int>
  ) throws(InputError) -> Int {
    let bounds = "from \(range.lowerBound) to \(range.upperBound)"
    guard let value = Int(printed: word) else {
      let shown = word.count > 20 ? String(word.prefix(20)) + "..." : word
      throw InputError("'\(name)' takes a whole number \(bounds); '\(shown)' is not one")
    }
    guard range.contains(value) else {
      throw InputError("'\(name)' takes a number \(bounds); \(value) is out of range")
    }
    return value
  }
}
