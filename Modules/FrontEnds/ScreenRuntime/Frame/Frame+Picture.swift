// A frame as text, for tests to record and compare whole.
extension Frame {
  /// The frame as a person reads it, then its styles, one letter a cell: `.` plain, `b` bold,
  /// `d` dim, `r` reverse, `R` reverse and dim, `u` underlined, `!` a refusal. Trailing spaces
  /// are kept, so the frame's width shows; the cursor, if shown, is marked under the styles.
  public var picture: String {
    var lines: [String] = []
    lines.reserveCapacity(2 * height + 3)
    let edge = "+" + String(repeating: "-", count: width) + "+"
    lines.append(edge)
    for row in 0..<height { lines.append("|" + text(ofRow: row) + "|") }
    lines.append(edge)
    for row in 0..<height {
      var styles = ""
      for column in 0..<width { styles.append(self[row, column].style.letter) }
      lines.append(" " + styles)
    }
    if let cursor { lines.append("cursor: row \(cursor.row), column \(cursor.column)") }
    return lines.joined(separator: "\n") + "\n"
  }
}
