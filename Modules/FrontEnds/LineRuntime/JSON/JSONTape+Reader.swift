// The scanning half of `JSONTape`: one value's text at a time, checked as strictly as JSON's
// grammar says, so that the tape never holds what Foundation's decoder would refuse.
extension JSONTape {
  /// A position in a document's text, read forward.
  struct Reader {
    /// The whole document.
    let text: UnsafeBufferPointer<UInt8>
    /// Where the next byte is read.
    var position = 0

    /// Whether every byte was read.
    var isAtEnd: Bool { position >= text.count }

    /// The byte at the position, or `nil` at the end.
    func peek() -> UInt8? {
      position < text.count ? text[position] : nil
    }

    /// Moves past the four bytes JSON counts as space.
    mutating func skipSpace() {
      while position < text.count {
        switch text[position] {
        case 0x20, 0x0A, 0x0D, 0x09: position += 1
        default: return
        }
      }
    }

    /// A string at the opening quote, as the range of its text between the quotes; escapes
    /// are checked here and decoded only when the string is read. A string with an escape or
    /// a character beyond ASCII is of the kind only decoding reads (`decodedString`).
    mutating func string() -> Entry? {
      let start = position + 1
      var index = start
      var escaped = false
      while index < text.count {
        let byte = text[index]
        if byte >= 0x80 { escaped = true }
        if byte == UInt8(ascii: "\"") {
          position = index + 1
          return Entry(
            kind: escaped ? .decodedString : .string, first: Int32(start), second: Int32(index))
        }
        guard byte >= 0x20 else { return nil }
        if byte == UInt8(ascii: "\\") {
          escaped = true
          guard let length = escapeLength(at: index) else { return nil }
          index += length
        } else {
          index += 1
        }
      }
      return nil
    }

    /// The bytes an escape at `index` takes: two; six for `\u` and four hex digits; twelve
    /// for a surrogate pair, the only place a surrogate may be; `nil` for any other escape.
    private func escapeLength(at index: Int) -> Int? {
      guard index + 1 < text.count else { return nil }
      switch text[index + 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        return 2
      case UInt8(ascii: "u"):
        switch unit(at: index) {
        case (0xD800...0xDBFF)?:
          guard let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) else { return nil }
          return 12
        case (0xDC00...0xDFFF)?, nil:
          return nil
        default:
          return 6
        }
      default:
        return nil
      }
    }

    /// The code unit a `\u` escape at `index` names, or `nil` when none is written there.
    private func unit(at index: Int) -> UInt32? {
      guard index + 6 <= text.count, text[index] == UInt8(ascii: "\\"),
        text[index + 1] == UInt8(ascii: "u")
      else { return nil }
      var value: UInt32 = 0
      for byte in text[(index + 2)..<(index + 6)] {
        guard let digit = JSONTape.hexValue(byte) else { return nil }
        value = value << 4 | digit
      }
      return value
    }

    /// A number as JSON writes one: a minus, digits without a leading zero, a fraction, an
    /// exponent.
    mutating func number() -> Entry? {
      let start = position
      var index = position
      if text[index] == UInt8(ascii: "-") { index += 1 }
      guard let first = byte(at: index), isDigit(first) else { return nil }
      index += 1
      if first != UInt8(ascii: "0") { index = digits(from: index) }
      var kind = Kind.integer
      if byte(at: index) == UInt8(ascii: ".") {
        let end = digits(from: index + 1)
        guard end > index + 1 else { return nil }
        (index, kind) = (end, .fraction)
      }
      if let marker = byte(at: index), marker | 0x20 == UInt8(ascii: "e") {
        index += 1
        if let sign = byte(at: index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          index += 1
        }
        let end = digits(from: index)
        guard end > index else { return nil }
        (index, kind) = (end, .fraction)
      }
      position = index
      return Entry(kind: kind, first: Int32(start), second: Int32(index))
    }

    /// `true`, `false` or `null`.
    mutating func literal() -> Kind? {
      for (word, kind) in [("true", Kind.true), ("false", .false), ("null", .null)] {
        let utf8 = word.utf8
        if position + utf8.count <= text.count,
          text[position..<(position + utf8.count)].elementsEqual(utf8)
        {
          position += utf8.count
          return kind
        }
      }
      return nil
    }

    private func byte(at index: Int) -> UInt8? {
      index < text.count ? text[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func digits(from start: Int) -> Int {
      var index = start
      while let byte = byte(at: index), isDigit(byte) { index += 1 }
      return index
    }
  }

  /// The value of a hexadecimal digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
