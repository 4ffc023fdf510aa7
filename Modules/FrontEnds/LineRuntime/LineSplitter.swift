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
    // Read as one buffer, searched for each newline, rather than byte by byte through the
    // sequence's iterator: the reader thread splits every byte a pipe brings.
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
        lines.append(line(from: piece))
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
    if overflow > 0 {
      isFirstLine = false
      return .overlong(byteCount: overflow, limit: limit)
    }
    return current.withUnsafeBufferPointer { line(from: $0[...]) }
  }

  /// The line of `bytes`, in an array of its own size (handing out `current` itself would
  /// share a buffer as large as the longest line so far, for every line kept), without a
  /// byte-order mark that starts the very first line.
  private mutating func line(from bytes: Slice<UnsafeBufferPointer<UInt8>>) -> InputLine {
    let isFirst = isFirstLine
    isFirstLine = false
    let start =
      isFirst && bytes.starts(with: Self.byteOrderMark)
      ? bytes.startIndex + Self.byteOrderMark.count : bytes.startIndex
    return .bytes(Array(bytes[start...]))
  }
}
