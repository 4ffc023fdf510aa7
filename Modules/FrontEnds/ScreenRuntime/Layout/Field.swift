public import Presentation
public import TerminalEditor

/// The field at the bottom of the screen where an argument or a link is typed: a picker for a
/// choice, a number field with its range, text with its rule, all from the command's
/// declaration.
///
/// A value whose keys are tested without a terminal. What the field submits is checked where
/// every front end's input is (`Command.action(for:)`), and a refusal stays under the field,
/// with what was typed, until the person mends it or leaves with Escape.
public struct Field<Action> {
  /// What the field is for.
  public enum Purpose {
    /// The argument of this command.
    case argument(Command<Action>)
    /// A link to open.
    case link
  }

  /// What a key did to the field.
  public enum Outcome: Equatable {
    /// The field is still open.
    case editing
    /// Escape: the field is closed, nothing sent.
    case cancelled
    /// Enter: this input for the command, to be checked.
    case submitted(CommandInput)
    /// Enter: this text as a link, to be checked.
    case link(String)
  }

  /// The most bytes kept of what is typed: far more than any argument or link takes, so that
  /// a paste gone wrong is refused by the rule, with bounded memory.
  static var longestTyped: Int { 4_096 }

  /// What the field is for.
  public let purpose: Purpose
  /// What is typed and where the cursor is, edited as the prompt edits its line.
  public private(set) var editor = LineEditor(limit: Field.longestTyped)
  /// The choice shown as selected, for a picker.
  public private(set) var selected = 0
  /// Why the last submission was refused, shown under the field.
  public var refusal: String?
  /// Whether a paste was cut at the field's limit: what is there is not what was meant, so
  /// Enter is refused until the field is emptied.
  private var isCut = false

  /// A field for `purpose`, holding `typed` to start with, the cursor after it: the value
  /// the command says is current, say, for the person to change rather than type again.
  public init(_ purpose: Purpose, typed: String = "") {
    self.purpose = purpose
    editor.replaceLine(with: Array(typed))
    follow()
  }

  /// What was typed.
  public var typed: String { String(editor.line) }

  /// The choices a picker shows, if the field is one.
  public var choices: Choices<Action>? {
    if case .argument(let command) = purpose, case .choice(let choices) = command.argument {
      return choices
    }
    return nil
  }

  /// Does what `key` asks: Enter submits, Escape (or Ctrl-C, Ctrl-G) leaves, the arrows move
  /// a picker's choice, and every other key edits the text as at the prompt (the cursor keys,
  /// Home and End, Ctrl-A/E/W/U/K/Y, Alt-Backspace).
  public mutating func handle(_ key: TerminalKey) -> Outcome {
    switch key {
    case .enter where isCut:
      refusal =
        "the text was cut at \(Self.longestTyped) bytes, so it is not what was pasted; empty the "
        + "field with Ctrl-U and paste less"
    // Escape or Ctrl-C closes; a key this terminal's decoder does not know (an Alt-letter, a
    // function key) does nothing, so it never throws away what was typed.
    case .escape, .control("c"), .control("g"): return .cancelled
    case .enter: return submit()
    case .text(let scalar) where editor.byteCount + UTF8.width(scalar) > Self.longestTyped:
      refusal = "a field takes at most \(Self.longestTyped) bytes; the rest was left out"
      isCut = true
    default:
      if choices != nil, let step = Self.pickerStep(of: key) {
        move(by: step)
      } else if !Self.historyKeys.contains(key), editor.handle(key) == .edited {
        refusal = nil
        follow()
      }
      // Once emptied, the field holds nothing of the paste that was cut.
      isCut = isCut && !editor.line.isEmpty
    }
    return .editing
  }

  /// Keys that walk or search a history, and Tab, which completes at the prompt: a field keeps
  /// no history and completes nothing.
  private static var historyKeys: [TerminalKey] {
    [.up, .down, .control("p"), .control("n"), .control("r"), .tab]
  }

  /// How far a key moves a picker's choice, if it moves it.
  private static func pickerStep(of key: TerminalKey) -> Int? {
    switch key {
    case .up, .left: -1
    case .down, .right: 1
    case .home: Int.min / 2
    case .end: Int.max / 2
    case .pageUp: -10
    case .pageDown: 10
    default: nil
    }
  }

  private mutating func move(by step: Int) {
    guard let choices, choices.count > 0 else { return }
    let target = step < 0 ? max(0, selected + step) : min(choices.count - 1, selected + step)
    selected = max(0, target)
    editor.replaceLine(with: [])
    isCut = false
    refusal = nil
  }

  /// Selects the choice the typed text names, or the first one it begins, in a short list.
  private mutating func follow() {
    guard let choices, !editor.line.isEmpty else { return }
    let typed = typed
    if let exact = choices.index(shownAs: typed) {
      selected = exact
    } else if choices.count <= 1_000,
      case let prefix = typed.lowercased(),
      let first = (0..<choices.count).first(where: {
        choices.label($0).lowercased().hasPrefix(prefix)
      })
    {
      selected = first
    }
  }

  private mutating func submit() -> Outcome {
    let typed = typed
    guard case .argument(let command) = purpose else { return .link(typed) }
    switch command.argument {
    case .none: return .submitted(.none)
    case .choice(let choices):
      guard choices.count > 0 else {
        refusal = "there is nothing to choose from here"
        return .editing
      }
      let named =
        typed.isEmpty || choices.label(selected).lowercased().hasPrefix(typed.lowercased())
      guard named else {
        refusal = "'\(Self.excerpt(typed))' is not \(choices.noun); choose one with the arrows"
        return .editing
      }
      return .submitted(.choice(selected))
    case .number(let number):
      guard let value = Int(typed) else {
        refusal =
          typed.isEmpty
          ? "type a number from \(number.range.lowerBound) to \(number.range.upperBound)"
          : "'\(Self.excerpt(typed))' is not a whole number; type one from "
            + "\(number.range.lowerBound) to \(number.range.upperBound)"
        return .editing
      }
      return .submitted(.number(value))
    case .text: return .submitted(.text(typed))
    }
  }

  /// At most 20 characters of what was typed, for a refusal to quote.
  static func excerpt(_ text: String) -> String {
    text.count > 20 ? String(text.prefix(20)) + "..." : text
  }
}
