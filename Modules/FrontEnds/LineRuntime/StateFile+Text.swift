import Foundation

// What a state file's bytes must be before its JSON is read: UTF-8, and numbers that are whole
// numbers as printed. Foundation's decoder reads `3.0` and `1e2` into an `Int`,
// and calls a file of another encoding invalid JSON; checked here, each refusal names its cause.
extension StateFile {
  /// What makes `data` text no state file holds, or `nil`: bytes that are not UTF-8, or a
  /// number that is not a whole number written as one. Both are checked in one pass over the
  /// bytes, without parsing the JSON a second time.
  static func textProblem(in data: Data) -> String? {
    if let offset = firstInvalidUTF8(in: data) {
      return "is not UTF-8 text (byte \(offset) is not part of any character)"
    }
    if let (number, offset) = firstNonIntegerNumber(in: data) {
      return "holds the number \(number) at byte \(offset), where every number a state holds "
        + "is a whole number written plainly, as in 3"
    }
    return nil
  }

  /// The offset of the first byte of `data` that is not part of a UTF-8 character.
  static func firstInvalidUTF8(in data: Data) -> Int? {
    // The standard library's check of the whole is fast; the offset is looked for only in a
    // file that fails it.
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var offset = 0
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        consumed = offset
      case .emptyInput:
        return nil
      case .error:
        return consumed
      }
    }
  }

  /// Whether `byte` is part of a JSON number besides its digits: its sign, point and exponent.
  private static func isNumberPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
      UInt8(ascii: "E"):
      true
    default:
      false
    }
  }

  /// The first number literal outside strings that has a fraction or an exponent, with its
  /// offset: JSON numbers otherwise read as integers are then whole numbers as printed.
  static func firstNonIntegerNumber(in data: Data) -> (String, Int)? {
    // Over the bytes in place: a copy of a large file, and a set looked up for every byte,
    // cost a load as much as a tenth of its decoding.
    data.withUnsafeBytes { raw -> (String, Int)? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var inString = false
      var escaped = false
      var start: Int?
      // One past the end reads as a space, which ends a number the file ends with.
      for offset in 0...bytes.count {
        let byte = offset < bytes.count ? bytes[offset] : UInt8(ascii: " ")
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        if start == nil, isDigit || byte == UInt8(ascii: "-") {
          start = offset
          continue
        }
        // Inside a number, its sign, point and exponent: `true` and `null` hold letters too.
        if start != nil, isDigit || isNumberPunctuation(byte) {
          continue
        }
        if let first = start {
          let literal = bytes[first..<offset]
          if literal.contains(where: {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
          }) {
            let text = String(decoding: literal.prefix(24), as: UTF8.self)
            return (literal.count > 24 ? text + "..." : text, first)
          }
          start = nil
        }
        if byte == UInt8(ascii: "\"") { inString = true }
      }
      return nil
    }
  }
}

extension StateFile {
  /// Whether `data` is JSON at all: asked only when its header cannot be read, to tell a
  /// corrupt file from one whose header holds the wrong things.
  static func isJSON(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
  }
}
