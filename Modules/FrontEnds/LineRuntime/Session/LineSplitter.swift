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
    // Read as one buffer, searched for each newline: byte by byte, a caller outside this
    // module went through the sequence's iterator, unspecialised, for every byte.
    if chunk.withContiguousStorageIfAvailable({ split($0, into: &lines) }) == nil {
      Array(chunk).withUnsafeBufferPointer { split($0, into: &lines) }
    }
    return lines
  }

  private mutating func split(_ bytes: UnsafeBufferPointer<UInt8>, into lines: inout [InputLine]) {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        keep(bytes[start...])
        return
      }
      let piece = bytes[start..<newline]
      if current.isEmpty, overflow == 0, piece.count <= limit {
        // A whole line within the chunk: its bytes go straight into the line's own array.
        lines.append(Self.line(from: piece, isFirst: takeIsFirst()))
      } else {
        keep(piece)
        lines.append(takeLine())
      }
      start = newline + 1
    }
  }

  /// Adds `piece` to the line so far, only counting it once the line is over ``limit``.
  private mutating func keep(_ piece: Slice<UnsafeBufferPointer<UInt8>>) {
    if overflow > 0 {
      overflow += piece.count
    } else if current.count + piece.count > limit {
      overflow = current.count + piece.count
      current = []
    } else {
      current.append(contentsOf: piece)
    }
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
    let isFirst = takeIsFirst()
    if overflow > 0 { return .overlong(byteCount: overflow, limit: limit) }
    return current.withUnsafeBufferPointer { Self.line(from: $0[...], isFirst: isFirst) }
  }

  /// Whether the line being taken is the very first, which is then behind.
  private mutating func takeIsFirst() -> Bool {
    defer { isFirstLine = false }
    return isFirstLine
  }

  /// The line of `bytes`, in an array of its own size (handing out `current` itself would
  /// share a buffer as large as the longest line so far, for every line kept), without a
  /// byte-order mark that starts the very first line.
  private static func line(
    from bytes: Slice<UnsafeBufferPointer<UInt8>>, isFirst: Bool
  ) -> InputLine {
    let start =
      isFirst && bytes.starts(with: Self.byteOrderMark)
      ? bytes.startIndex + Self.byteOrderMark.count : bytes.startIndex
    return .bytes(Array(bytes[start...]))
  }
}
