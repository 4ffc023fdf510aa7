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
    if let (kind, offset) = structureProblem(in: data) {
      switch kind {
      case .control:
        return "holds a control character inside text at byte \(offset), which JSON writes as "
          + "an escape (as in \\u001b)"
      case .tooManyValues:
        return "holds more than \(largestValueCount) values (each item of a list or an object "
          + "counts), far more than any state the commands make; decoding them would take "
          + "many times the file's size in memory"
      case .tooDeep:
        return "nests lists and objects more than \(JSONTape.deepest) deep at byte \(offset), "
          + "far deeper than any state the commands make"
      }
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

  /// The most values a state file may hold. A 10,000-route state holds about 150,000, and a
  /// decoder takes tens of bytes for each value however short it is written (`[]` is two
  /// bytes): so a file within ``largest`` can ask for no more than a small multiple of its
  /// size.
  static let largestValueCount = 2_000_000

  /// What a structure check finds first.
  enum StructureProblem {
    /// A raw control character inside a string, which JSON forbids.
    case control
    /// More than ``largestValueCount`` values.
    case tooManyValues
    /// Lists and objects inside one another more than `JSONTape.deepest` deep.
    case tooDeep
  }

  /// The first structural problem of `data`, with its offset: a control character inside a
  /// string, one value too many, counted by the commas, colons and brackets outside strings,
  /// or one bracket too deep.
  static func structureProblem(in data: Data) -> (StructureProblem, Int)? {
    data.withUnsafeBytes { raw -> (StructureProblem, Int)? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var inString = false
      var escaped = false
      var values = 0
      var depth = 0
      for offset in 0..<bytes.count {
        let byte = bytes[offset]
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          } else if byte < 0x20 {
            return (.control, offset)
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
          values += 1
          if values > largestValueCount { return (.tooManyValues, offset) }
          guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { break }
          depth += 1
          if depth > JSONTape.deepest { return (.tooDeep, offset) }
        // A stray closing bracket is the parser's to refuse; it must not hide a later depth.
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
        default: break
        }
      }
      return nil
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
