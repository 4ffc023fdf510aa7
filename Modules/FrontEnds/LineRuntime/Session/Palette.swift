/// How output is coloured: with ANSI escapes on a terminal, plain everywhere else.
public struct Palette: Sendable {
  /// Whether escapes are written.
  public let isEnabled: Bool

  /// No colour: for pipes, files, tests and `NO_COLOR`.
  public static let plain = Palette(isEnabled: false)
  /// ANSI colour.
  public static let ansi = Palette(isEnabled: true)

  /// A palette that colours only when the output is a terminal that is not `TERM=dumb` and
  /// `NO_COLOR` is unset or empty, as https://no-color.org asks.
  public static func forOutput(isTerminal: Bool, environment: [String: String]) -> Palette {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    return isTerminal && !noColor && !dumb ? .ansi : .plain
  }

  /// Emphasis, for the breadcrumb.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Quiet text, for transitions and hints.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Errors.
  public func red(_ text: String) -> String { wrap(text, "31") }

  /// Appends what `build` appends to `text` in emphasis: in place, without a string of its
  /// own first, as every screen's breadcrumb is.
  @inlinable
  public func appendBold(to text: inout OutputText, _ build: (inout OutputText) -> Void) {
    append(to: &text, "1", build)
  }

  /// Appends what `build` appends to `text` as quiet text, in place.
  @inlinable
  public func appendDim(to text: inout OutputText, _ build: (inout OutputText) -> Void) {
    append(to: &text, "2", build)
  }

  @inlinable
  func append(to text: inout OutputText, _ code: String, _ build: (inout OutputText) -> Void) {
    if isEnabled {
      text += "\u{1B}["
      text += code
      text += "m"
    }
    build(&text)
    if isEnabled { text += "\u{1B}[0m" }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
