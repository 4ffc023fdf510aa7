// The values of a tape's scalar entries, each `nil` when the entry is not of the kind asked
// for, so that the decoder leaves any doubt to Foundation.
extension JSONTape {
  /// The string at `index`, its escapes decoded.
  func string(at index: Int) -> String? {
    let entry = self[index]
    let range = Int(entry.first)..<Int(entry.second)
    switch entry.kind {
    case .string:
      // The whole document was checked as UTF-8 when the tape was made.
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    case .decodedString:
      return unescaped(range)
    default:
      return nil
    }
  }

  /// The whole number at `index`, when `T` holds it.
  func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type = T.self) -> T? {
    let entry = self[index]
    guard entry.kind == .integer else { return nil }
    var position = Int(entry.first)
    let end = Int(entry.second)
    let isNegative = bytes[position] == UInt8(ascii: "-")
    if isNegative {
      // Foundation reads -0 into an unsigned type; that is left to it.
      guard T.isSigned else { return nil }
      position += 1
    }
    var value: T = 0
    while position < end {
      let digit = T(bytes[position] &- UInt8(ascii: "0"))
      let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowedAgain) =
        isNegative
        ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = sum
      position += 1
    }
    return value
  }

  /// The Boolean at `index`.
  func bool(at index: Int) -> Bool? {
    switch self[index].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// Whether the entry at `index` is `null`.
  func isNull(at index: Int) -> Bool {
    self[index].kind == .null
  }

  /// The text of a string of the slower kind: its escapes decoded, and its bytes checked
  /// as UTF-8 again, as they form the string.
  private func unescaped(_ range: Range<Int>) -> String? {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(range.count)
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        position += 1
        continue
      }
      let marker = bytes[position + 1]
      position += 2
      switch marker {
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        guard let scalar = scalar(at: &position, before: range.upperBound) else { return nil }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
      default: utf8.append(marker)
      }
    }
    return String(validating: utf8, as: UTF8.self)
  }

  /// The character a `\u` escape names, its four digits at `position`; a surrogate only as the
  /// first half of a pair, whose second half follows as an escape of its own.
  private func scalar(at position: inout Int, before end: Int) -> Unicode.Scalar? {
    let first = hex4(at: position)
    position += 4
    switch first {
    case 0xD800...0xDBFF:
      guard position + 6 <= end, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { return nil }
      let second = hex4(at: position + 2)
      guard (0xDC00...0xDFFF).contains(second) else { return nil }
      position += 6
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    case 0xDC00...0xDFFF:
      return nil
    default:
      return Unicode.Scalar(first)
    }
  }

  /// Four hex digits the reader already checked.
  private func hex4(at position: Int) -> UInt32 {
    bytes[position..<(position + 4)].reduce(0) { $0 << 4 | (Self.hexValue($1) ?? 0) }
  }
}
