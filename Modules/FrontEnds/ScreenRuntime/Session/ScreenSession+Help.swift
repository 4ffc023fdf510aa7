import Presentation

// What `?` shows.
extension ScreenSession {
  /// Every key of the screen on top with what it does, the global keys, and what cannot be
  /// done here and why.
  func helpLines() -> [String] {
    let shown = current()
    let view = shown.view
    var lines: [String] = []
    if !shown.commands.isEmpty {
      lines.append("keys of this screen:")
      for (command, key) in zip(shown.commands, shown.keys) {
        let name = command.argument.placeholder.map { "\(command.name) <\($0)>" } ?? command.name
        let refused = command.unavailability.map { " (not now: \($0))" } ?? ""
        lines.append("  \(key.map(String.init) ?? " ")  \(name): \(command.summary)\(refused)")
      }
    }
    lines.append("global keys:")
    let ascii = glyphs == .ascii
    for global in GlobalKey.allCases {
      let label = ascii ? global.asciiLabel : global.label
      lines.append("  \(label)  \(global.word)")
    }
    lines.append("  ^C  leave at once    ^Z  stop until fg")
    lines.append("in a field: Enter takes it, Escape leaves it, the arrows move a picker")
    lines.append("  and the text edits as at the prompt (Ctrl-A/E/W/U/K/Y, Home, End)")
    lines.append("Escape outside a field goes back in a sheet or cover, as ← does")
    if view.list != nil {
      lines.append("on the list: ↑↓ or j/k move, PgUp/PgDn and Home/End jump, Enter chooses")
    }
    if clicks {
      lines.append(
        "a click on a key, a row or a tab does what its key does, and the wheel moves a list; "
          + "Shift with the mouse selects text")
    }
    let refused =
      (backRefusal.map { [UnavailableCommand("back", because: $0)] } ?? [])
      + view.unavailable
    if !refused.isEmpty {
      lines.append("not available here:")
      for command in refused {
        lines.append("  \(command.name): \(worded(command.reason, command.remedies))")
      }
    }
    return lines
  }
}
