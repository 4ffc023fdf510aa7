/// Cuts a stream of bytes into lines, keeping at most ``limit`` bytes of any line, so a
/// gigabyte without a newline costs no memory. A UTF-8 byte-order mark at the very
/// start (some editors write one) is not part of the first command.
public struct LineSplitter: Sendable {
  private var current: [UInt8] = []
  private var overflow = 0
  private var isFirstLine = true
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The longest line kept; a longer one is only counted.
  public let limit: Int

  /// A splitter with nothing buffered, keeping lines of up to `limit` bytes.
  public init(limit: Int = InputLine.commandLimit) {
    self.limit = limit
  }

  /// The lines that `chunk` completes, in order.
  public mutating func feed(_ chunk: some Sequence<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    for byte in chunk {
      if byte == UInt8(ascii: "\n") {
        lines.append(takeLine())
      } else if overflow > 0 {
        overflow += 1
      } else if current.count == limit {
        overflow = current.count + 1
        current = []
      } else {
        current.append(byte)
      }
    }
    return lines
  }

  /// The last line when input ends without a newline, if there is one.
  public mutating func finish() -> InputLine? {
    current.isEmpty && overflow == 0 ? nil : takeLine()
  }

  private mutating func takeLine() -> InputLine {
    defer {
      current.removeAll(keepingCapacity: true)
      overflow = 0
    }
    let isFirst = isFirstLine
    isFirstLine = false
    if overflow > 0 { return .overlong(byteCount: overflow, limit: limit) }
    let start = isFirst && current.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    return .bytes(Self.copy(current[start...]))
  }

  /// The bytes in a buffer of their own size: handing out `current` itself would share a
  /// buffer as large as the longest line so far, for every line kept.
  private static func copy(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: bytes)
    }
  }
}
