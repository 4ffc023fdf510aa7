public import Presentation

/// The command-line options every app understands, parsed strictly: an unknown, repeated or
/// incomplete option is a usage error (exit code 64) that names the problem and the right
/// spelling.
public struct AppOptions: Equatable, Sendable {
  /// `--help`: print usage and exit.
  public var showsHelp = false
  /// `--version`: print the version and exit.
  public var showsVersion = false
  /// `--trace FILE`: write one JSON object per line for every action and transition.
  public var tracePath: String?
  /// Flags without a value that this app adds, such as `--graph`, that were given.
  public var flags: Set<String> = []
  /// Options with a value that this app adds, such as `--state FILE`, that were given.
  public var values: [String: String] = [:]

  /// No options.
  public init() {}

  /// Parses `arguments` (without the program name).
  /// - Parameters:
  ///   - extraFlags: flags without a value the app accepts besides the common ones.
  ///   - extraValues: options taking a value the app accepts besides `--trace`.
  public init(
    parsing arguments: [String], extraFlags: Set<String> = [], extraValues: Set<String> = []
  ) throws(InputError) {
    var remaining = arguments[...]
    var seen: Set<String> = []
    while let argument = remaining.popFirst() {
      let name = argument == "-h" ? "--help" : argument
      if name.hasPrefix("-"), !seen.insert(name).inserted {
        throw InputError("\(name) is given twice; give it once")
      }
      switch argument {
      case "--help", "-h": showsHelp = true
      case "--version": showsVersion = true
      case _ where argument == "--trace" || extraValues.contains(argument):
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw InputError("\(argument) needs a file path after it, as in '\(argument) FILE'")
        }
        if argument == "--trace" { tracePath = value } else { values[argument] = value }
      case _ where extraFlags.contains(argument):
        flags.insert(argument)
      default:
        let known =
          (["--help", "--version", "--trace FILE"] + extraFlags.sorted()
          + extraValues.sorted().map { "\($0) FILE" }).joined(separator: ", ")
        let shown = argument.count > 40 ? String(argument.prefix(40)) + "..." : argument
        throw InputError(
          "unknown argument '\(shown)'; the options are \(known) (commands are read from "
            + "standard input)")
      }
    }
  }
}
