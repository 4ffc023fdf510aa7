/// The bytes that take a terminal from one frame to the next: only the cells that changed,
/// reached by cursor moves, so what is written follows the change and not the window's size.
public enum FrameDiff {
  /// How many unchanged cells a run of changes writes over rather than moving the cursor past:
  /// a move costs about as many bytes.
  static let joinGap = 4

  /// The whole of `frame`, over whatever the terminal showed: after a start, a resize or a
  /// return from a stop.
  public static func full(_ frame: Frame, colours: Bool) -> String {
    var out = "\u{1B}[0m\u{1B}[H\u{1B}[2J"
    var style: CellStyle = []
    for row in 0..<frame.height {
      out += move(row: row, column: 0)
      write(frame, row: row, columns: 0..<frame.width, style: &style, colours: colours, into: &out)
    }
    out += "\u{1B}[0m" + cursor(frame.cursor)
    return out
  }

  /// What changed from `old` to `new`, written over `old` as the terminal shows it; the whole
  /// frame when the sizes differ.
  public static func changes(from old: Frame, to new: Frame, colours: Bool) -> String {
    guard old.width == new.width, old.height == new.height else {
      return full(new, colours: colours)
    }
    var out = ""
    var style: CellStyle = []
    var styled = false
    for row in 0..<new.height {
      var column = 0
      while column < new.width {
        guard old[row, column] != new[row, column] else {
          column += 1
          continue
        }
        // A run of changes, joined across short gaps of unchanged cells.
        var end = column + 1
        var gap = 0
        var scan = end
        while scan < new.width, gap <= joinGap {
          if old[row, scan] != new[row, scan] {
            end = scan + 1
            gap = 0
          } else {
            gap += 1
          }
          scan += 1
        }
        // A run starts on a whole character, never within one of several columns.
        var start = column
        while start > 0, new[row, start].isContinuation { start -= 1 }
        if !styled {
          out += "\u{1B}[0m"
          styled = true
        }
        out += move(row: row, column: start)
        write(new, row: row, columns: start..<end, style: &style, colours: colours, into: &out)
        column = end
      }
    }
    guard !out.isEmpty || old.cursor != new.cursor else { return "" }
    if styled { out += "\u{1B}[0m" }
    // A shown cursor goes back to its field after the cells moved it; a hidden one that stays
    // hidden needs nothing.
    guard new.cursor != nil || old.cursor != nil else { return out }
    return out + cursor(new.cursor)
  }

  /// The cursor shown where a field wants it, or hidden.
  static func cursor(_ position: Position?) -> String {
    guard let position else { return "\u{1B}[?25l" }
    return move(row: position.row, column: position.column) + "\u{1B}[?25h"
  }

  /// A move to `row` and `column`, counted from 0.
  static func move(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  private static func write(
    _ frame: Frame, row: Int, columns: Range<Int>, style: inout CellStyle, colours: Bool,
    into out: inout String
  ) {
    for column in columns {
      let cell = frame[row, column]
      if cell.isContinuation { continue }
      if cell.style != style {
        out += sgr(cell.style, colours: colours)
        style = cell.style
      }
      out.append(cell.character)
    }
  }

  /// The escape that sets `style` from nothing.
  static func sgr(_ style: CellStyle, colours: Bool) -> String {
    var codes = ["0"]
    if style.contains(.bold) || (!colours && style.contains(.alert)) { codes.append("1") }
    if style.contains(.dim) { codes.append("2") }
    if style.contains(.underline) { codes.append("4") }
    if style.contains(.reverse) { codes.append("7") }
    if colours && style.contains(.alert) { codes.append("31") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
