import Presentation

/// One line of a `--trace` file: a line of input, an action the store reduced, or a transition
/// the terminal showed.
public enum TraceEvent: Equatable, Sendable {
  /// A line the user typed, as read.
  case input(String)
  /// An action, described as Swift prints it.
  case action(String)
  /// A transition line, as shown.
  case transition(String)

  /// The event as one JSON object, without a newline: `{"event":"action","value":"..."}`.
  public var jsonLine: String {
    switch self {
    case .input(let text): Self.object("input", text)
    case .action(let text): Self.object("action", text)
    case .transition(let text): Self.object("transition", text)
    }
  }

  private static func object(_ event: String, _ value: String) -> String {
    "{\"event\":\"\(event)\",\"value\":\(jsonString(value))}"
  }

  /// `text` as a JSON string literal, quotes included.
  ///
  /// Every character a screen would escape (controls, C1 among them, and bidirectional marks;
  /// see `VisibleText`) is written as a `\u` escape, so a trace shown on a terminal cannot
  /// move the cursor or reorder text, and a JSON reader still gets the text exactly.
  public static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || VisibleText.isInvisible(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
