import Presentation
import TerminalEditor

// Text shown whole: broken into rows of a width, never cut with an ellipsis.
extension Frame {
  /// `text`, escaped as drawn, in rows of at most `columns` columns: broken after a space
  /// where one is near, and inside a word that is wider than a row; a link, which has no
  /// spaces, breaks after a `/` where it can.
  public static func wrapped(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    let shown = VisibleText.escaped(text)
    var rows: [String] = []
    var row = ""
    var used = 0
    // Where the row may be broken: after its last space or slash, and the columns up to it.
    var breakAt: (index: String.Index, used: Int)?
    for character in shown {
      let width = TerminalColumns.width(of: character)
      if used + width > columns, !row.isEmpty {
        if let point = breakAt, point.index < row.endIndex {
          rows.append(String(row[..<point.index]))
          row = String(row[point.index...])
          used -= point.used
        } else {
          rows.append(row)
          row = ""
          used = 0
        }
        breakAt = nil
      }
      row.append(character)
      used += width
      if character == " " || character == "/" { breakAt = (row.endIndex, used) }
    }
    if !row.isEmpty || rows.isEmpty { rows.append(row) }
    // A break at a space leaves the space at the end of the row before, where it shows as
    // nothing.
    return rows.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
  }

  /// `text` wrapped as ``wrapped(_:columns:)`` into at most `most` rows: text longer still ends
  /// its last row with the ellipsis, the one place text is cut, in a window too small for it.
  public static func wrapped(_ text: String, columns: Int, most: Int, glyphs: Glyphs) -> [String] {
    let rows = wrapped(text, columns: columns)
    guard rows.count > most, most > 0 else { return rows }
    let rest = rows[(most - 1)...].joined(separator: " ")
    return Array(rows.prefix(most - 1)) + [fitted(rest, columns: columns, glyphs: glyphs)]
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
}
