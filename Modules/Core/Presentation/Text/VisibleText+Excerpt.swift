extension VisibleText {
  /// The most characters of a person's text an error line quotes.
  public static var excerptLength: Int { 40 }

  /// At most `limit` characters of `text`, marked as cut when they are: an error line quotes
  /// what it refuses so that the reader finds it, and a huge value (a 20 MB line, a long link)
  /// must not flood the screen or the log.
  public static func excerpt(_ text: some StringProtocol, limit: Int = excerptLength) -> String {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end != text.endIndex
    else { return String(text) }
    return String(text[..<end]) + "..."
  }

  /// The most characters of a message built around data (a decoder's, a check's) an error line
  /// quotes.
  public static var shortenedLength: Int { 300 }

  /// `text`, its middle left out when it is longer than ``shortenedLength``: a message a check
  /// built may quote a whole value (a link of a 60 MB name), and its start (what is wrong)
  /// and its end (what to do) are what the reader needs.
  public static func shortened(_ text: String) -> String {
    guard text.count > shortenedLength else { return text }
    let head = shortenedLength * 2 / 3
    let tail = shortenedLength - head
    return String(text.prefix(head)) + " ... " + String(text.suffix(tail))
  }
}
