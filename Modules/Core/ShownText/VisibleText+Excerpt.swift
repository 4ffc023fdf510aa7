extension VisibleText {
  /// The most characters of a person's text an error line quotes.
  public static var excerptLength: Int { 40 }

  /// At most `limit` characters of `text`, marked when cut: an error line quotes what it
  /// refuses, but a huge value must not flood the screen or the log.
  public static func excerpt(_ text: some StringProtocol, limit: Int = excerptLength) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else { return String(text) }
    return String(text[..<end]) + "..."
  }

  /// The most characters of a message built around data that an error line quotes.
  public static var shortenedLength: Int { 300 }

  /// `text` with its middle left out past ``shortenedLength``: its start says what is wrong,
  /// and its end what to do.
  public static func shortened(_ text: String) -> String {
    guard text.count > shortenedLength else { return text }
    let head = shortenedLength * 2 / 3
    let tail = shortenedLength - head
    return String(text.prefix(head)) + " ... " + String(text.suffix(tail))
  }
}
