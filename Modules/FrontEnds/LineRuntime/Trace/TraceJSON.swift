import Foundation
import Presentation
import ShownText

/// The JSON of a trace: strings escaped as a screen escapes text, and actions as their
/// `Codable` JSON with sorted keys, so that one session always writes the same bytes.
public enum TraceJSON {
  /// `text` as a JSON string literal, quotes included.
  ///
  /// Every character a screen would escape (controls, C1 among them, and bidirectional marks;
  /// see `VisibleText`) is written as a `\u` escape, so a trace shown on a terminal cannot
  /// move the cursor or reorder text, and a JSON reader still gets the text exactly.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || VisibleText.isInvisible(scalar):
        result += escape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` as compact JSON with sorted keys, every invisible character escaped as
  /// ``string(_:)`` escapes it; `null` if it cannot be encoded.
  ///
  /// An enum's synthesized coding writes a case as an object keyed by its name, with its
  /// values under their labels, or `_0`, `_1` for unlabelled ones: `{"select":{"_0":3}}`. No
  /// Swift type name appears, so renaming a type or a module changes no trace.
  public static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    let json = String(decoding: data, as: UTF8.self)
    // Only strings can hold such characters, and a `\u` escape is valid in any string.
    guard json.unicodeScalars.contains(where: VisibleText.isInvisible) else { return json }
    var result = ""
    for scalar in json.unicodeScalars {
      if VisibleText.isInvisible(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Reads `json` as a `T`, or says why it cannot.
  public static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  /// `text` without the colour a palette adds: what a trace records of output, so that a
  /// session at a terminal and its replay into a pipe record the same.
  public static func uncoloured(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    var result = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      // Text from input is escaped before it is shown, so every ESC here is a palette's
      // `ESC [ ... m`.
      guard scalar == "\u{1B}", scalars.first == "[" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      while let next = scalars.popFirst(), next != "m" {}
    }
    return result
  }

  /// `\u` escapes of `scalar`'s UTF-16 code units: two, a surrogate pair, past U+FFFF.
  private static func escape(_ scalar: Unicode.Scalar) -> String {
    String(scalar).utf16.map { unit in
      let hex = String(unit, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
  }
}
