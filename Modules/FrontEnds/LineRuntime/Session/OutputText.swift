/// Text on its way to the output, built as UTF-8 bytes in place: what a screen, its transitions
/// and help are written into.
///
/// Bytes rather than a string, because the output is bytes: a string grown piece by piece
/// checks its capacity, its counts and whether it is still ASCII on every append, and was then
/// copied into the output's bytes whole.
public struct OutputText: Sendable {
  /// The UTF-8 bytes written so far.
  public var bytes: [UInt8]

  /// Empty text, with room for `capacity` bytes.
  @inlinable
  public init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Text holding `bytes` already, whose room is reused.
  @inlinable
  public init(reusing bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// How many bytes are written.
  @inlinable public var count: Int { bytes.count }

  /// The text as a string.
  @inlinable public var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `text`'s bytes.
  @inlinable
  public mutating func append(_ text: String) {
    // Copied from the string's own storage at once: through its view of code units, the
    // append went through the generic path of sequences.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  /// Appends one ASCII byte: a bracket, a space, a newline.
  @inlinable
  public mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `count` spaces.
  @inlinable
  public mutating func appendSpaces(_ count: Int) {
    // A few at most, between a synopsis and its summary: one by one, without the generic
    // path of a repeated sequence.
    for _ in 0..<max(count, 0) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Appends `text`'s bytes: the way a screen is written, piece by piece.
  @inlinable
  public static func += (text: inout OutputText, piece: String) {
    text.append(piece)
  }
}
