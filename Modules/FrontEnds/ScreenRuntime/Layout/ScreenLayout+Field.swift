// The field at the bottom: what is typed, or a picker, and under it the rule or the refusal.
extension ScreenLayout {
  /// The rows under `field`: its refusal, or else its rule, wrapped, at most `most` rows.
  static func fieldNotes<Action>(
    _ field: Field<Action>, width: Int, most: Int, glyphs: Glyphs
  ) -> [String] {
    Frame.wrapped(field.refusal ?? rule(of: field), columns: width - 2, most: most, glyphs: glyphs)
  }

  /// What `field` takes, as the row under it says while nothing is refused.
  static func rule<Action>(of field: Field<Action>) -> String {
    guard case .argument(let command) = field.purpose else {
      return "a link as the bar shows it, such as /"
    }
    switch command.argument {
    case .none: return ""
    case .choice(let choices): return "\(choices.count) to choose from; type to find one"
    case .number(let number):
      return "a whole number from \(number.range.lowerBound) to \(number.range.upperBound)"
    case .text(let text): return "text of at most \(text.rule.longest) bytes"
    }
  }

  /// Draws `field` on `row` and `notes` under it, and puts the cursor where typing goes.
  static func drawField<Action>(
    _ field: Field<Action>, notes: [String], row: Int, width: Int, into frame: inout Frame,
    glyphs: Glyphs
  ) {
    frame.fill(top: row, left: 0, width: width, height: 1 + notes.count)
    let label: String
    switch field.purpose {
    case .link:
      label = "open"
    case .argument(let command):
      let placeholder = command.argument.placeholder
      label = command.name + (placeholder.map { $0 == command.name ? "" : " <\($0)>" } ?? "")
    }
    var column = 1
    column += frame.write(label + ": ", row: row, column: column, style: .bold)
    if let choices = field.choices {
      drawPicker(
        choices.count, selected: field.selected, label: choices.label, typed: field.typed,
        row: row, from: column, width: width, into: &frame, glyphs: glyphs)
    } else {
      // The cursor stays in view: a long text before it shows its last columns, and what
      // follows it shows as far as there is room.
      let room = width - column - 2
      let line = field.editor.line
      let before = Frame.ending(
        of: String(line[..<field.editor.cursor]), columns: max(0, room - 1))
      column += frame.write(before, row: row, column: column, style: .underline)
      frame.cursor = Position(row: row, column: min(width - 1, column))
      let after = String(line[field.editor.cursor...])
      let left = room - Frame.columns(of: before)
      if !after.isEmpty, left > 0 {
        frame.write(
          Frame.fitted(after, columns: left, glyphs: glyphs), row: row, column: column,
          style: .underline)
      }
    }
    for (offset, note) in notes.enumerated() {
      frame.write(
        note, row: row + 1 + offset, column: 1, style: field.refusal == nil ? .dim : .alert)
    }
  }

  /// The choices around the selected one, as many as fit, the selected one reversed; only the
  /// labels shown are read, so a list of a million costs what a list of ten does.
  static func drawPicker(
    _ count: Int, selected: Int, label: (Int) -> String, typed: String, row: Int, from: Int,
    width: Int, into frame: inout Frame, glyphs: Glyphs
  ) {
    guard count > 0 else {
      frame.write("(nothing to choose)", row: row, column: from, style: .dim)
      return
    }
    var column = from
    if !typed.isEmpty {
      column += frame.write("\(typed) ", row: row, column: column, style: .underline)
    }
    let room = width - column - 3
    var first = selected
    var last = selected
    var used = Frame.columns(of: label(selected)) + 2
    // Widen to each side in turn while the next label fits.
    while true {
      var grew = false
      if last + 1 < count, case let size = Frame.columns(of: label(last + 1)) + 2,
        used + size <= room
      {
        last += 1
        used += size
        grew = true
      }
      if first > 0, case let size = Frame.columns(of: label(first - 1)) + 2, used + size <= room {
        first -= 1
        used += size
        grew = true
      }
      if !grew { break }
    }
    let arrows = glyphs == .ascii ? ("<", ">") : ("‹", "›")
    column += frame.write(first > 0 ? arrows.0 : " ", row: row, column: column, style: .dim)
    for index in first...last {
      let style: CellStyle = index == selected ? [.reverse, .bold] : []
      column += frame.write(" \(label(index)) ", row: row, column: column, style: style)
    }
    frame.write(last < count - 1 ? arrows.1 : " ", row: row, column: column, style: .dim)
  }
}
