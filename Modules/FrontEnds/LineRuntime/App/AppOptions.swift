public import Presentation
import ShownText

/// The command-line options every app understands, parsed strictly: an unknown, repeated or
/// incomplete option is a usage error (exit code 64) that names the problem and the right
/// spelling.
public struct AppOptions: Equatable, Sendable {
  /// `--help`: print usage and exit.
  public var showsHelp = false
  /// `--version`: print the version and exit.
  public var showsVersion = false
  /// `--trace FILE`: record the session, a header then one JSON event per line.
  public var tracePath: String?
  /// Flags without a value that this app adds, such as `--graph`, that were given.
  public var flags: Set<String> = []
  /// Options with a value that this app adds, such as `--state FILE`, that were given.
  public var values: [String: String] = [:]

  /// No options.
  public init() {}

  /// Parses `arguments` (without the program name), as users of the common argument parsers
  /// expect: `--name value` and `--name=value` alike, `-h` for `--help`, and `--` ending the
  /// options (the apps take no other arguments: their commands come on standard input).
  /// - Parameters:
  ///   - arguments: the command line, without the program's name.
  ///   - extraFlags: flags without a value the app accepts besides the common ones.
  ///   - extraValues: options taking a value the app accepts besides `--trace`.
  public init(
    parsing arguments: [String], extraFlags: Set<String> = [], extraValues: Set<String> = []
  ) throws(Refusal) {
    let valued = extraValues.union(["--trace"])
    let known =
      (["--help (-h)", "--version", "--trace FILE"] + extraFlags.sorted()
      + extraValues.sorted().map { "\($0) \(Self.placeholder(of: $0))" }).joined(separator: ", ")
    var remaining = arguments[...]
    var seen: Set<String> = []
    while let argument = remaining.popFirst() {
      if argument == "--" {
        guard let extra = remaining.first else { break }
        throw Refusal(
          "'\(VisibleText.excerpt(extra))' after '--' is no option, and the apps take no other "
            + "argument; commands are read from standard input")
      }
      // `--name=value` is `--name value`.
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let spelled = String(parts[0])
      let name = spelled == "-h" ? "--help" : spelled
      let inlineValue = parts.count == 2 ? String(parts[1]) : nil
      if name.hasPrefix("-"), !seen.insert(name).inserted {
        throw Refusal("\(name) is given twice; give it once")
      }
      if valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if let next = remaining.first, !next.hasPrefix("--") {
          value = next
          remaining.removeFirst()
        } else {
          value = ""
        }
        guard !value.isEmpty else {
          let placeholder = Self.placeholder(of: name)
          throw Refusal(
            "\(name) needs \(placeholder == "LINK" ? "a link" : "a file path"), as in "
              + "'\(name) \(placeholder)' or '\(name)=\(placeholder)'")
        }
        if name == "--trace" { tracePath = value } else { values[name] = value }
        continue
      }
      let isFlag = ["--help", "--version"].contains(name) || extraFlags.contains(name)
      guard isFlag else {
        throw Refusal(
          "unknown argument '\(VisibleText.excerpt(argument))'; the options are \(known) (commands "
            + "are read from standard input)")
      }
      guard inlineValue == nil else {
        throw Refusal("\(name) takes no value; give it alone, as in '\(name)'")
      }
      switch name {
      case "--help": showsHelp = true
      case "--version": showsVersion = true
      default: flags.insert(name)
      }
    }
  }

  /// What an option's value is called in messages: `LINK` for `--open`, `FILE` for the rest.
  static func placeholder(of option: String) -> String { option == "--open" ? "LINK" : "FILE" }
}
