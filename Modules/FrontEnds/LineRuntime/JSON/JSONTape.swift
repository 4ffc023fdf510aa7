// JSON read into one flat array of entries in document order, for `TapeDecoder`. A container's
// entry comes before its children's (an object's as key, value, key, value) and records where
// its subtree ends, so a reader steps over any value at once, and no dictionary is built for an
// object: a state's objects have a handful of keys, which a scan finds sooner than a hash.
//
// The parser is strict: it accepts only what Foundation's `JSONDecoder` accepts as well, and
// reads nothing else (a byte-order mark, a lone surrogate, nesting deeper than 512), leaving
// such input to Foundation, whose error messages the loader's refusals quote.
import Foundation

final class JSONTape {
  /// What an entry holds. A `string` is plain ASCII, read as it is; a `decodedString` has
  /// an escape or a character beyond ASCII, and is read by decoding it. An `integer` is a
  /// number with neither a fraction nor an exponent, which a `fraction` has.
  enum Kind: UInt8 {
    case object, array, string, decodedString, integer, fraction, `true`, `false`, null
  }

  /// One value: for a container, how many children (pairs for an object) and the index just
  /// past its subtree; for anything else, where its text starts and ends in the bytes.
  struct Entry {
    var kind: Kind
    var first: Int32
    var second: Int32
  }

  /// The document's bytes; strings and numbers are read from them when asked for.
  ///
  /// Buffers rather than arrays: the decoder reads them hundreds of thousands of times, and a
  /// buffer is read without retaining anything. They are read only by the tape's own methods,
  /// during which the tape is alive.
  let bytes: UnsafeMutableBufferPointer<UInt8>
  /// The values in document order.
  private let entries: UnsafeMutableBufferPointer<Entry>
  /// Whether a number has a fraction or an exponent: no state holds one, and the loader's own
  /// check of the text names the first.
  let hasFractions: Bool
  /// The values counted as the loader's check of the text counts them.
  let structureCount: Int

  /// The deepest nesting read, as Foundation's decoder allows.
  static let deepest = 512

  /// The tape of `bytes`, or `nil` when they are not one JSON value this parser reads, or
  /// hold more than `limit` values, counted as the loader's check of the text counts them (a
  /// comma, a colon or an opening bracket each), so that a file the loader refuses for its
  /// size takes no more memory than one it accepts.
  init?(_ bytes: some ContiguousBytes, limit: Int = .max) {
    // Positions are kept in 32 bits, half the size of an entry; a state file is at most 64 MiB.
    let read = bytes.withUnsafeBytes { raw -> (Scan, UnsafeMutableBufferPointer<UInt8>)? in
      let text = raw.bindMemory(to: UInt8.self)
      guard text.count <= Int(Int32.max) else { return nil }
      var scan = Scan(limit: limit)
      // About one value in six bytes, as a state's JSON runs; never more than the limit allows.
      scan.entries.reserveCapacity(Swift.min(text.count / 6, 2 * Swift.min(limit, text.count)))
      guard scan.parse(text), Self.isUTF8(text) else { return nil }
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
      _ = copy.initialize(from: text)
      return (scan, copy)
    }
    guard let (scan, copy) = read else { return nil }
    self.bytes = copy
    hasFractions = scan.hasFractions
    structureCount = scan.structureCount
    entries = .allocate(capacity: scan.entries.count)
    _ = entries.initialize(from: scan.entries)
  }

  /// The buffers are the tape's own, copied when it was made.
  deinit {
    bytes.deallocate()
    entries.deallocate()
  }

  /// How many entries the tape holds.
  var count: Int { entries.count }

  /// The entry at `index`: read through the tape, which is alive while it reads.
  subscript(index: Int) -> Entry { entries[index] }

  /// The index of the entry after `index`'s whole subtree.
  func next(after index: Int) -> Int {
    let entry = entries[index]
    return entry.kind == .object || entry.kind == .array ? Int(entry.second) : index + 1
  }

  /// Whether the text of string entry `index` is `wanted`, byte for byte; `nil` for a string
  /// written with escapes or holding a character beyond ASCII. Foundation compares keys as
  /// Swift strings, which equate canonically equivalent text (the Kelvin sign and `K`), so
  /// only ASCII is compared here.
  func string(at index: Int, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool? {
    let entry = entries[index]
    guard entry.kind == .string else { return nil }
    let start = Int(entry.first)
    guard Int(entry.second) - start == wanted.count else { return false }
    return bytes[start..<start + wanted.count].elementsEqual(wanted)
  }

  /// Whether `text` is UTF-8, which Foundation's decoder requires of a document as a whole.
  private static func isUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    // Most states are ASCII; the standard library's validation runs only when they are not.
    guard text.contains(where: { $0 >= 0x80 }) else { return true }
    return String(validating: text, as: UTF8.self) != nil
  }
}

extension JSONTape {
  /// The entries of a document as they are read.
  private struct Scan {
    /// The most values counted before the document is refused.
    let limit: Int
    /// The values read so far.
    var entries: [Entry] = []
    /// Whether a number read has a fraction or an exponent.
    var hasFractions = false
    /// The commas, colons and opening brackets read so far.
    var structureCount = 0

    /// A scan that reads at most `limit` values.
    init(limit: Int) {
      self.limit = limit
    }

    /// Counts a comma, a colon or an opening bracket; `false` past the limit.
    mutating func count() -> Bool {
      structureCount += 1
      return structureCount <= limit
    }

    /// Reads `text` whole, without recursion (an explicit list of the containers open), so
    /// that nesting costs no stack; `false` for anything but one JSON value within the limit.
    mutating func parse(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
      var reader = Reader(text: text)
      var open: [Int] = []
      reader.skipSpace()
      value: while true {
        guard let byte = reader.peek() else { return false }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          guard open.count < JSONTape.deepest, count() else { return false }
          let isObject = byte == UInt8(ascii: "{")
          open.append(entries.count)
          entries.append(Entry(kind: isObject ? .object : .array, first: 0, second: 0))
          reader.position += 1
          reader.skipSpace()
          if reader.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            reader.position += 1
            entries[open.removeLast()].second = Int32(entries.count)
          } else {
            if isObject { guard readKey(&reader) else { return false } }
            continue value
          }
        case UInt8(ascii: "\""):
          guard let entry = reader.string() else { return false }
          entries.append(entry)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          guard let entry = reader.number() else { return false }
          hasFractions = hasFractions || entry.kind == .fraction
          entries.append(entry)
        default:
          guard let kind = reader.literal() else { return false }
          entries.append(Entry(kind: kind, first: 0, second: 0))
        }
        // A value ended: it counts in its container, and a comma or the container's end follows.
        while let container = open.last {
          entries[container].first += 1
          reader.skipSpace()
          let isObject = entries[container].kind == .object
          if reader.peek() == UInt8(ascii: ",") {
            guard count() else { return false }
            reader.position += 1
            reader.skipSpace()
            if isObject { guard readKey(&reader) else { return false } }
            continue value
          }
          guard reader.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            return false
          }
          reader.position += 1
          entries[open.removeLast()].second = Int32(entries.count)
        }
        reader.skipSpace()
        return reader.isAtEnd
      }
    }

    /// Reads an object's key and the colon after it, leaving the reader at the value.
    mutating func readKey(_ reader: inout Reader) -> Bool {
      guard reader.peek() == UInt8(ascii: "\""), let key = reader.string() else { return false }
      entries.append(key)
      reader.skipSpace()
      guard reader.peek() == UInt8(ascii: ":"), count() else { return false }
      reader.position += 1
      reader.skipSpace()
      return true
    }
  }
}
