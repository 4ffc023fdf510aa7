extension Int {
  /// The whole number `text` writes exactly as the app prints numbers: digits with no leading
  /// zero, and a minus sign only for a negative number; `nil` for anything else (`+5`, `03`,
  /// `-0`, `1e3`, `0x10`, spaces).
  ///
  /// Typed commands and links read numbers through this one function, so a number one accepts
  /// is one the other accepts, and whatever is read is printed back the same way (`where`
  /// shows the link that was typed).
  @inlinable
  public init?(printed text: some StringProtocol) {
    guard let value = Int(text), String(value) == text else { return nil }
    self = value
  }
}
