/// Whether bytes are printable ASCII (a space to a tilde) or tabs: text shown as it is, with
/// nothing to escape (``VisibleText/escaped(_:)``).
///
/// Every line of every screen is asked, so eight bytes are asked at once, one word at a time;
/// a word holding anything else, a tab among them, is asked again byte by byte.
enum PrintableASCII {
  /// Whether every byte of `bytes` is printable ASCII or a tab.
  static func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // A byte of 0x7F or above sets its high bit here; with none, a byte below 0x20 sets its
      // own when 0x20 is taken from each.
      let high = ((word &+ ones) | word) & highs
      let low = (word &- ones &* 0x20) & ~word & highs
      if high | low != 0, !bytesHold(bytes, from: offset, to: offset + 8) { return false }
      offset += 8
    }
    return bytesHold(bytes, from: offset, to: bytes.count)
  }

  /// Whether the bytes of `bytes` from `start` up to `end` are printable ASCII or tabs.
  private static func bytesHold(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Bool {
    for index in start..<end {
      let byte = bytes[index]
      guard (0x20...0x7E).contains(byte) || byte == 0x09 else { return false }
    }
    return true
  }
}
