import Presentation
import ShownText
import TerminalEditor

// The shapes a layout is made of: fitted text, boxes and bars.
extension Frame {
  /// `text` cut to `columns` columns, ending with the ellipsis when cut.
  public static func fitted(_ text: String, columns: Int, glyphs: Glyphs) -> String {
    guard columns > 0 else { return "" }
    let shown = VisibleText.escaped(text)
    guard TerminalColumns.width(of: shown) > columns else { return shown }
    var kept = ""
    var used = 0
    for character in shown {
      let width = TerminalColumns.width(of: character)
      guard used + width <= columns - 1 else { break }
      kept.append(character)
      used += width
    }
    kept.append(glyphs.ellipsis)
    return kept
  }

  /// The columns `text` takes once escaped.
  public static func columns(of text: String) -> Int {
    TerminalColumns.width(of: VisibleText.escaped(text))
  }

  /// The last whole characters of `text` that fit in `columns` as drawn: what a field shows of a
  /// long text. Read from the end, so a long paste costs what is shown, not what was typed.
  public static func ending(of text: String, columns: Int) -> String {
    var start = text.endIndex
    var used = 0
    while start > text.startIndex {
      let before = text.index(before: start)
      let width = Self.columns(of: String(text[before]))
      guard used + width <= columns else { break }
      used += width
      start = before
    }
    return String(text[start...])
  }

  /// Draws a box around `area`, with `title` in its top edge, blanking what is inside.
  public mutating func box(
    _ area: Rectangle, title: String? = nil, footer: String? = nil, glyphs: Glyphs,
    style: CellStyle = []
  ) {
    guard area.width >= 2, area.height >= 2 else { return }
    fill(top: area.top, left: area.left, width: area.width, height: area.height)
    let right = area.left + area.width - 1
    let last = area.bottom - 1
    for column in area.left...right {
      self[area.top, column] = Cell(glyphs.horizontal, style: style)
      self[last, column] = Cell(glyphs.horizontal, style: style)
    }
    for row in area.top...last {
      self[row, area.left] = Cell(glyphs.vertical, style: style)
      self[row, right] = Cell(glyphs.vertical, style: style)
    }
    self[area.top, area.left] = Cell(glyphs.corners[0], style: style)
    self[area.top, right] = Cell(glyphs.corners[1], style: style)
    self[last, area.left] = Cell(glyphs.corners[2], style: style)
    self[last, right] = Cell(glyphs.corners[3], style: style)
    if let title {
      let text = Self.fitted(" \(title) ", columns: area.width - 4, glyphs: glyphs)
      write(text, row: area.top, column: area.left + 2, style: style.union(.bold))
    }
    if let footer {
      let text = Self.fitted(" \(footer) ", columns: area.width - 4, glyphs: glyphs)
      write(text, row: last, column: area.left + 2, style: style.union(.dim))
    }
  }

  /// A bar across `area`'s first row: back on the left, the title in the middle, and the link
  /// on the right, each left out or cut in that order of need when the row is short.
  public mutating func bar(
    in area: Rectangle, title: String, back: String?, link: String?, glyphs: Glyphs
  ) {
    fill(top: area.top, left: area.left, width: area.width, height: 1, style: .reverse)
    let parts = Self.barParts(width: area.width, title: title, back: back, glyphs: glyphs)
    if let back = parts.back {
      let columns = write(back, row: area.top, column: area.left + 1, style: .reverse)
      target(row: area.top, columns: area.left + 1..<area.left + 1 + columns, .key(.left))
    }
    write(
      parts.title, row: area.top, column: area.left + parts.titleStart,
      style: [.reverse, .bold], limit: area.width - parts.titleStart)
    if let link, !link.isEmpty, parts.linkRoom >= 3 {
      let text = Self.fitted(link, columns: parts.linkRoom, glyphs: glyphs)
      write(
        text, row: area.top, column: area.left + area.width - 1 - Self.columns(of: text),
        style: .reverse)
    }
  }

  /// The columns a bar `width` wide leaves for a link after its title and back.
  public static func barLinkRoom(width: Int, title: String, back: String?, glyphs: Glyphs) -> Int {
    barParts(width: width, title: title, back: back, glyphs: glyphs).linkRoom
  }

  /// Where a bar's parts go: the back text, if it has room, the title and its column, and the
  /// room left for a link on the right.
  private static func barParts(
    width: Int, title: String, back: String?, glyphs: Glyphs
  ) -> (back: String?, title: String, titleStart: Int, linkRoom: Int) {
    let titleText = fitted(title, columns: width - 2, glyphs: glyphs)
    let titleWidth = columns(of: titleText)
    let centred = max(1, (width - titleWidth) / 2)
    var backText: String?
    var leftEnd = 0
    if let back, centred - 2 >= 4 {
      let text = fitted("\(glyphs.back) \(back)", columns: centred - 2, glyphs: glyphs)
      backText = text
      leftEnd = 1 + columns(of: text)
    }
    let titleStart = max(centred, leftEnd + 1)
    return (backText, titleText, titleStart, width - 1 - (titleStart + titleWidth + 2))
  }
}
