public import Presentation
public import ShownText

/// How the line front end reads a screen's commands: the words after a command's name become
/// its input, and every refusal is worded here, for every feature at once.
extension Command {
  /// How the command is written in help, as in `select <n>`.
  @inlinable
  public var synopsis: String {
    argument.placeholder.map { "\(name) <\($0)>" } ?? name
  }

  /// The action `arguments`, the words typed after the name, make; or the refusal, worded as
  /// one `error:` line says it.
  @inlinable
  public func read(_ arguments: [String]) throws(Refusal) -> Action {
    if let unavailability {
      throw Refusal("'\(name)' is not available here: \(unavailability)")
    }
    let input = try input(from: arguments)
    do throws(CommandRefusal) {
      return try action(for: input)
    } catch {
      throw Refusal(worded(error))
    }
  }

  /// The input the words make, refusing words of the wrong kind or count.
  @inlinable
  func input(from arguments: [String]) throws(Refusal) -> CommandInput {
    switch argument {
    case .none:
      guard arguments.isEmpty else {
        throw Refusal("'\(name)' takes no arguments; type '\(name)' alone")
      }
      return .none
    case .choice(let choices):
      guard choices.count > 0 else {
        throw Refusal("'\(name)' has nothing to choose from here")
      }
      // A label may hold spaces, as a name does: the rest of the line is one label.
      let word = arguments.joined(separator: " ")
      if arguments.count > 1, let index = choices.index(shownAs: word) { return .choice(index) }
      guard arguments.count == 1 else {
        throw Refusal(
          "'\(name)' takes \(choices.noun) (\(Self.listed(choices))), as in "
            + "'\(name) \(choices.label(0))'")
      }
      guard let index = choices.index(shownAs: word) else {
        throw Refusal(
          "'\(VisibleText.excerpt(word, limit: 20))' is not \(choices.noun); choose one of \(Self.listed(choices))"
        )
      }
      return .choice(index)
    case .number(let number):
      let range = number.range
      guard arguments.count == 1 else {
        throw Refusal(
          "'\(name)' takes one number from \(range.lowerBound) to \(range.upperBound), "
            + "as in '\(name) \(range.lowerBound)'")
      }
      guard let value = Int(printed: arguments[0]) else {
        throw Refusal(
          "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound); "
            + "'\(VisibleText.excerpt(arguments[0], limit: 20))' is not one")
      }
      return .number(value)
    case .text(let text):
      guard !arguments.isEmpty else {
        throw Refusal("'\(name)' needs the \(text.placeholder) after it, as in '\(name) ...'")
      }
      return .text(arguments.joined(separator: " "))
    }
  }

  /// A refusal of the command's own checks, in words.
  @usableFromInline
  func worded(_ refusal: CommandRefusal) -> String {
    switch refusal {
    case .unavailable(let reason):
      return "'\(name)' is not available here: \(reason)"
    case .mismatched, .notAChoice:
      return "'\(name)' cannot take that; 'help' shows what it takes"
    case .outOfRange(let value, let range):
      return "'\(name)' takes a number from \(range.lowerBound) to \(range.upperBound); "
        + "\(value) is out of range"
    case .emptyText:
      return "'\(name)' needs text after it, as in '\(name) ...'"
    case .textTooLong(let bytes, let longest):
      let placeholder = argument.placeholder ?? "text"
      return "the \(placeholder) is \(bytes) bytes long; '\(name)' takes at most \(longest)"
    case .textRefused(let problem):
      return problem
    }
  }

  /// The labels of `choices` for an error line: all of a short list, the ends of a long one.
  @usableFromInline
  static func listed(_ choices: Choices<Action>) -> String {
    let shown = 12
    guard choices.count > shown else { return choices.labels.joined(separator: ", ") }
    let first = (0..<(shown - 2)).map(choices.label).joined(separator: ", ")
    return "\(first), ..., \(choices.label(choices.count - 1)) (\(choices.count) in all)"
  }
}
