public import Presentation
import ShownText

/// A line of input as read, before it is trusted: its bytes, or only its length when it was too
/// long to keep.
public enum InputLine: Equatable, Sendable {
  /// A line within the reader's limit, without its newline.
  case bytes([UInt8])
  /// A line longer than `limit` bytes, of which only the length was kept.
  case overlong(byteCount: Int, limit: Int)

  /// The longest line every app reads: far more than any command but `open` needs, little
  /// enough to hold.
  public static let commandLimit = 4_096

  /// The longest line an app reads when its links are at most `longestLink` bytes long, so
  /// that `open` with any link the app prints, quoted and ended as Windows ends lines, fits in
  /// one line.
  public static func limit(forLinksUpTo longestLink: Int) -> Int {
    max(commandLimit, "open ''\r".utf8.count + longestLink)
  }

  /// The line as text, or the one error a person should see about it.
  ///
  /// A trailing carriage return (a line from Windows) is dropped and tabs count as spaces;
  /// anything else that is not visible text (see `VisibleText`) is refused, so no escape
  /// sequence, bidirectional override or zero-width character typed reaches a name, an email
  /// or the terminal.
  public func text() throws(Refusal) -> String {
    switch self {
    case .overlong(let count, let limit):
      throw Refusal("the line is \(count) bytes long; a command is at most \(limit) bytes")
    case .bytes(var bytes):
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      // Most lines are printable ASCII, which needs no further check.
      if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
        return String(decoding: bytes, as: UTF8.self)
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw Refusal("the line is not valid UTF-8 text; type commands as plain text")
      }
      var cleaned = ""
      cleaned.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
      var previous: Unicode.Scalar?
      for scalar in text.unicodeScalars {
        defer { previous = scalar }
        if scalar == "\t" {
          cleaned.unicodeScalars.append(" ")
        } else if VisibleText.isInvisible(scalar, after: previous) || scalar.value == 0x0A {
          let kind = scalar.properties.generalCategory == .control ? "control" : "invisible"
          throw Refusal(
            "the line contains the \(kind) character U+\(VisibleText.code(scalar)); type "
              + "commands as plain text")
        } else {
          cleaned.unicodeScalars.append(scalar)
        }
      }
      return cleaned
    }
  }
}
