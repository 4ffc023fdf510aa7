extension Int {
  /// The whole number `text` writes exactly as the app prints numbers, or `nil` (`+5`, `03`).
  ///
  /// Commands and links both read numbers here, so what is read prints back the same way.
  @inlinable
  public init?(printed text: some StringProtocol) {
    guard let value = Int(text), String(value) == text else { return nil }
    self = value
  }
}
