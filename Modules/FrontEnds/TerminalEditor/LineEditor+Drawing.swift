/// What a terminal is sent to show the line being edited: a pure function of the editor and
/// the terminal's width, tested without a terminal.
///
/// The line is drawn on one row, as linenoise draws it: back to the row's start, the prompt,
/// the part of the line that fits, the rest of the row erased, then the cursor moved to its
/// column. A line wider than the row scrolls sideways so that the cursor stays in view; it
/// never wraps, so the drawing only ever has one row to redo. The last column stays empty, so
/// a cursor after the last character never wraps either.
extension LineEditor {
  /// Erases the rest of the row.
  static let eraseToEndOfRow = "\u{1B}[0K"
  /// Moves the cursor home and clears the screen, for Ctrl-L.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// The bytes that draw `prompt` and the line on the current row of a terminal `columns`
  /// wide, with the cursor where it belongs.
  func drawing(prompt: String, columns: Int) -> String {
    let promptWidth = TerminalColumns.width(of: prompt)
    let room = max(columns - promptWidth - 1, 1)
    let widths = line.map(TerminalColumns.width(of:))
    var start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    let underCursor = cursor < widths.count ? widths[cursor] : 0
    // Scrolled just far enough that the character under the cursor fits.
    while start < cursor, beforeCursor + underCursor > room {
      beforeCursor -= widths[start]
      start += 1
    }
    var end = start
    var used = 0
    while end < widths.count, used + widths[end] <= room {
      used += widths[end]
      end += 1
    }
    let column = promptWidth + beforeCursor
    return "\r" + prompt + String(line[start..<end]) + Self.eraseToEndOfRow + "\r"
      + (column > 0 ? "\u{1B}[\(column)C" : "")
  }

  /// The bytes that leave `text`, an ended line, on screen in full after `prompt`, followed
  /// by `mark` (`^C` for a dropped line): it may wrap now, since it is never drawn again.
  static func ended(_ text: String, prompt: String, mark: String = "") -> String {
    "\r" + prompt + text + mark + eraseToEndOfRow + "\n"
  }
}
