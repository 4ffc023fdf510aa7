extension VisibleText {
  /// The most characters of a person's text an error line quotes.
  public static let excerptLength = 40

  /// At most `limit` characters of `text`, marked as cut when they are: an error line quotes
  /// what it refuses so that the reader finds it, and a huge value (a 20 MB line, a long link)
  /// must not flood the screen or the log.
  public static func excerpt(_ text: some StringProtocol, limit: Int = excerptLength) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else { return String(text) }
    return String(text[..<end]) + "..."
  }
}
