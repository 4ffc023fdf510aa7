import TerminalEditor

// The parts of a frame: the page, its commands, the tabs and the hints.
extension ScreenLayout {
  /// Draws `page` into `area`: its bar (when it has one), the breadcrumb, its lines, each
  /// wrapped to the width, and its commands' keys; rows that do not fit end with how many more
  /// there are.
  static func drawPage(
    _ page: Page, in area: Rectangle, withBar: Bool, into frame: inout Frame, glyphs: Glyphs
  ) {
    guard area.height > 0, area.width > 2 else { return }
    var row = area.top
    // The link when asked for; else where a gate on screen leads, if anything waits.
    let corner = page.link.isEmpty ? page.then.map { "then: \($0)" } ?? "" : page.link
    if withBar {
      frame.bar(
        in: Rectangle(top: row, left: area.left, width: area.width, height: 1), title: page.title,
        back: page.backTitle, link: corner, glyphs: glyphs)
      row += 1
    } else {
      // Without a bar of its own, the link of what is shown is in the panel's first row.
      frame.write(
        Frame.fitted(corner, columns: area.width - 2, glyphs: glyphs), row: row,
        column: area.left + 1, style: .dim)
      row += 1
    }
    if withBar, row < area.bottom {
      frame.write(
        Frame.fitted(page.breadcrumb, columns: area.width - 2, glyphs: glyphs), row: row,
        column: area.left + 1, style: .dim)
      row += 1
    }
    let keys = commandRows(page.entries, width: area.width - 2)
    // A blank row above the lines and one above the keys, when there are keys.
    let room = area.bottom - row - 1 - (keys.isEmpty ? 0 : keys.count + 1)
    row += 1
    if room > 0, let list = page.list {
      drawList(
        list, from: row, rows: room, left: area.left, width: area.width, into: &frame,
        glyphs: glyphs)
    } else if room > 0 {
      let rows = page.lines.flatMap { Frame.wrappedHanging($0, columns: area.width - 4) }
      let fits = rows.count <= room
      for line in rows.prefix(fits ? room : room - 1) {
        frame.write(line, row: row, column: area.left + 2)
        row += 1
      }
      if !fits {
        let more = rows.count - (room - 1)
        frame.write(
          "\(glyphs.ellipsis) \(more) more \(more == 1 ? "line" : "lines")", row: row,
          column: area.left + 2, style: .dim,
          limit: area.width - 4)
        row += 1
      }
    }
    var keyRow = area.bottom - keys.count
    for line in keys {
      var column = area.left + 1
      for entry in line {
        let style: CellStyle = entry.isAvailable ? [] : .dim
        let key = entry.key.map { "[\($0)]" } ?? "[ ]"
        let start = column
        column += frame.write(key, row: keyRow, column: column, style: style.union(.bold))
        column += frame.write(" " + entry.name, row: keyRow, column: column, style: style)
        if let key = entry.key?.unicodeScalars.first, entry.key?.unicodeScalars.count == 1 {
          frame.target(row: keyRow, columns: start..<column, .key(.text(key)))
        }
        column += frame.write("  ", row: keyRow, column: column, style: style)
      }
      keyRow += 1
    }
  }

  /// The command entries in rows of at most `width` columns.
  static func commandRows(_ entries: [Page.Entry], width: Int) -> [[Page.Entry]] {
    var rows: [[Page.Entry]] = []
    var current: [Page.Entry] = []
    var used = 0
    for entry in entries {
      let size = 4 + Frame.columns(of: entry.name) + 2
      if used + size > width, !current.isEmpty {
        rows.append(current)
        current = []
        used = 0
      }
      current.append(entry)
      used += size
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }

  /// The tab bar: every tab, the selected one bold and reversed.
  static func drawTabs(
    _ tabs: Scene.Tabs, row: Int, width: Int, dimmed: Bool, into frame: inout Frame,
    glyphs: Glyphs
  ) {
    frame.fill(top: row, left: 0, width: width, height: 1, style: .dim)
    var column = 1
    for (position, name) in tabs.names.enumerated() {
      if position > 0 {
        column += frame.write(" \(glyphs.vertical) ", row: row, column: column, style: .dim)
      }
      let style: CellStyle =
        position == tabs.selected
        ? (dimmed ? [.reverse, .dim] : [.reverse, .bold]) : (dimmed ? .dim : [])
      let start = column
      column += frame.write(" \(name) ", row: row, column: column, style: style)
      if !dimmed { frame.target(row: row, columns: start..<column, .tab(position)) }
    }
  }

  /// How many rows `page` takes drawn whole in an area `width` wide, as ``drawPage`` draws it:
  /// its bar or link row, its breadcrumb, its lines or list, its keys, and the blank rows
  /// between them.
  static func rows(of page: Page, width: Int, withBar: Bool) -> Int {
    let content =
      page.list?.rows.count
      ?? page.lines.reduce(0) { $0 + Frame.wrappedHanging($1, columns: width - 4).count }
    let keys = commandRows(page.entries, width: width - 2)
    return 1 + (withBar ? 1 : 0) + 1 + content + 1 + (keys.isEmpty ? 0 : keys.count + 1)
  }

  /// The hint line: the global keys, or the field's (with the arrows for a picker); back is
  /// dimmed where it goes nowhere.
  static func drawHints(
    field: Bool, picker: Bool, tabs: Bool, back: Bool, row: Int, width: Int,
    into frame: inout Frame, glyphs: Glyphs
  ) {
    frame.fill(top: row, left: 0, width: width, height: 1)
    let ascii = glyphs == .ascii
    var hints: [(String, String, TerminalKey?)] =
      field
      ? [("Enter", "take", .enter), ("Esc", "leave the field", .escape)]
      : GlobalKey.allCases.filter { $0 != .redraw && (tabs || $0 != .nextTab) }.map {
        (ascii ? $0.asciiLabel : $0.label, $0.word, $0.key)
      }
    if picker { hints.append((ascii ? "up/down" : "↑↓", "choose", nil)) }
    var column = 1
    for (position, (label, word, key)) in hints.enumerated() {
      let size = Frame.columns(of: label) + Frame.columns(of: word) + 1
      guard column + size <= width - 1 else { break }
      let refused = !field && !back && position == 0
      let start = column
      column += frame.write(label, row: row, column: column, style: refused ? .dim : .bold)
      column += frame.write(" \(word)", row: row, column: column, style: .dim)
      if let key { frame.target(row: row, columns: start..<column, .key(key)) }
      column += frame.write("  ", row: row, column: column, style: .dim)
    }
  }

  /// A list's rows from `top`, `rows` of them, scrolled so the cursor's row is in view, that
  /// row drawn reversed; a list longer than its room ends with where the cursor is.
  static func drawList(
    _ list: Page.List, from top: Int, rows: Int, left: Int, width: Int,
    into frame: inout Frame, glyphs: Glyphs
  ) {
    let fits = list.rows.count <= rows
    let shown = fits ? list.rows.count : max(1, rows - 1)
    let start = max(0, min(list.cursor - shown / 2, list.rows.count - shown))
    for (offset, index) in (start..<min(start + shown, list.rows.count)).enumerated() {
      let isCursor = index == list.cursor
      let text = Frame.fitted(
        (isCursor ? "\(glyphs == .ascii ? ">" : "›") " : "  ") + list.rows[index],
        columns: width - 4, glyphs: glyphs)
      let columns = frame.write(
        text, row: top + offset, column: left + 2, style: isCursor ? [.reverse, .bold] : [])
      frame.target(row: top + offset, columns: left + 2..<left + 2 + columns, .row(index))
    }
    if !fits {
      let arrows = glyphs == .ascii ? "up/down" : "↑↓"
      frame.write(
        "\(list.cursor + 1) of \(list.rows.count): \(arrows), PgUp/PgDn, Home/End, Enter chooses",
        row: top + shown, column: left + 2, style: .dim, limit: width - 4)
    }
  }

  /// The area an overlay's box takes in a window `width` by `height`.
  static func overlayArea(width: Int, height: Int) -> Rectangle {
    Rectangle(top: 1, left: 2, width: width - 4, height: height - 2)
  }

  /// The rows of `overlay` in a window `width` wide: its lines, each wrapped to the box.
  static func overlayRows(_ overlay: Overlay, width: Int) -> [String] {
    overlay.lines.flatMap { Frame.wrappedHanging($0, columns: width - 8) }
  }

  /// The first row `overlay` shows in a window `width` by `height`: its offset, kept where the
  /// box stays full, so an offset past the last box of rows shows that last box.
  public static func overlayStart(_ overlay: Overlay, width: Int, height: Int) -> Int {
    overlayStart(overlay, rows: overlayRows(overlay, width: width).count, height: height)
  }

  /// ``overlayStart(_:width:height:)`` of an overlay whose lines wrap to `rows` rows.
  static func overlayStart(_ overlay: Overlay, rows: Int, height: Int) -> Int {
    let visible = overlayArea(width: 0, height: height).height - 2
    return max(0, min(overlay.offset, rows - visible))
  }

  /// An overlay: a box over all but the window's edge, its rows from its offset.
  static func drawOverlay(
    _ overlay: Overlay, width: Int, height: Int, into frame: inout Frame, glyphs: Glyphs
  ) {
    frame.restyle(adding: .dim, removing: [.underline, .alert])
    // A click anywhere closes the panel, as any key does.
    frame.targets = []
    let area = overlayArea(width: width, height: height)
    let rows = area.height - 2
    let all = overlayRows(overlay, width: width)
    let start = overlayStart(overlay, rows: all.count, height: height)
    let shown = all.dropFirst(start).prefix(rows)
    let more = all.count - start - shown.count
    let footer =
      more > 0
      ? "\(more) more \(more == 1 ? "line" : "lines"): \(glyphs == .ascii ? "up/down" : "↑↓") scroll, any other key closes"
      : "any key closes"
    frame.box(area, title: overlay.title, footer: footer, glyphs: glyphs)
    for (offset, line) in shown.enumerated() {
      frame.write(line, row: area.top + 1 + offset, column: area.left + 2)
    }
  }
}
