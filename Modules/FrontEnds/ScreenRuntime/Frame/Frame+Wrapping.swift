import Presentation
import ShownText
import TerminalEditor

// Text shown whole: broken into rows of a width, never cut with an ellipsis.
extension Frame {
  /// `text`, escaped as drawn, in rows of at most `columns` columns: broken after a space
  /// where one is near, and inside a word that is wider than a row; a link, which has no
  /// spaces, breaks after a `/` where it can.
  public static func wrapped(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    return rows(of: VisibleText.escaped(text), columns: columns).map(shown)
  }

  /// `text` wrapped as ``wrapped(_:columns:)`` into at most `most` rows: text longer still ends
  /// its last row with the ellipsis, the one place text is cut, in a window too small for it.
  public static func wrapped(_ text: String, columns: Int, most: Int, glyphs: Glyphs) -> [String] {
    guard columns > 0 else { return [] }
    let escaped = VisibleText.escaped(text)
    let all = rows(of: escaped, columns: columns)
    guard all.count > most, most > 0 else { return all.map(shown) }
    let rest = escaped[all[most - 1].startIndex...]
    return all.prefix(most - 1).map(shown) + [
      fitted(String(rest), columns: columns, glyphs: glyphs)
    ]
  }

  /// `line` wrapped as a list's item is: its first row at the line's own indent, the rows
  /// after it two columns further in, so a wrapped entry reads as one.
  public static func wrappedHanging(_ line: String, columns: Int) -> [String] {
    let indent = line.prefix { $0 == " " }.count
    let rows = wrapped(String(line.dropFirst(indent)), columns: max(1, columns - indent - 2))
    return rows.enumerated().map { index, row in
      String(repeating: " ", count: indent + (index == 0 ? 0 : 2)) + row
    }
  }

  /// The rows of `text`, already escaped, as parts of it: a row broken at a space keeps the
  /// space at its end, so the rows laid end to end are the text.
  private static func rows(of text: String, columns: Int) -> [Substring] {
    var rows: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    var used = 0
    // Where the row may be broken: after its last space or slash, and the columns up to it.
    var breakAt: (index: String.Index, used: Int)?
    while index < text.endIndex {
      let width = TerminalColumns.width(of: text[index])
      guard used + width > columns, index > start else {
        used += width
        let character = text[index]
        index = text.index(after: index)
        if character == " " || character == "/" { breakAt = (index, used) }
        continue
      }
      // The row is full: break it after its last space or slash, or here, and look at this
      // character again at the start of the next row.
      if let point = breakAt, point.index > start {
        rows.append(text[start..<point.index])
        start = point.index
        used -= point.used
      } else {
        rows.append(text[start..<index])
        start = index
        used = 0
      }
      breakAt = nil
    }
    if start < text.endIndex || rows.isEmpty { rows.append(text[start...]) }
    return rows
  }

  /// A row as drawn: a space it was broken at shows as nothing.
  private static func shown(_ row: Substring) -> String {
    String(row.hasSuffix(" ") ? row.dropLast() : row)
  }
}
