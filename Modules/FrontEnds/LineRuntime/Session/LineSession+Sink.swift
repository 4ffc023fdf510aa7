// Where a session's output goes: the line runtime's buffer, which takes bytes, or a caller's
// closure, which takes strings.
extension LineSession {
  /// Where what a session shows goes.
  @usableFromInline enum Sink {
    /// A closure taking each piece as a string: a test's, a benchmark's.
    case text((String) -> Void)
    /// The line runtime's output, taking each piece's bytes as they were built.
    case output(OutputBuffer)
  }

  /// Writes `text` where the session's output goes.
  @inlinable
  func emit(_ text: String) {
    switch sink {
    case .output(let output): output.write(text)
    case .text(let write): write(text)
    }
  }

  /// Writes `bytes`, UTF-8 text, where the session's output goes.
  @inlinable
  func emit(_ bytes: [UInt8]) {
    switch sink {
    case .output(let output): output.write(bytes)
    case .text(let write): write(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Keeps `bytes`, a help's or a tree's, as the room the next text is written into, unless
  /// it grew larger than a screen: one tree of a deep stack would otherwise hold its memory
  /// for the rest of the session.
  @inlinable
  func keepSpare(_ bytes: [UInt8]) {
    spare = bytes.capacity <= Self.largestSpare ? bytes : []
  }

  /// The most room kept for the next text: more than a screen of any stack takes, with its
  /// transitions.
  @inlinable static var largestSpare: Int { 16 << 10 }

  /// The room of the render before the last, emptied, for the next text to be written into.
  @inlinable
  func takeSpare() -> [UInt8] {
    var bytes = spare
    spare = []
    bytes.removeAll(keepingCapacity: true)
    return bytes
  }
}
