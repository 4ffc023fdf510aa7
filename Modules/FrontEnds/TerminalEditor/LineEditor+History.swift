/// The lines entered in this session, recalled with Up and Down (or Ctrl-P and Ctrl-N), as a
/// shell recalls them.
///
/// Going up keeps the line being written, and any recalled line that was changed, until a line
/// is entered: coming back down finds each as it was left. Entering a line forgets those
/// changes; the history itself keeps what was entered. History lives as long as the process:
/// the line protocol has no file for it, and a script never needs one.
extension LineEditor {
  /// The most lines kept; the oldest go first.
  static let historyCapacity = 1_000

  /// Shows entry `index` of the history, or the new line at `history.count`, keeping the line
  /// shown now as it was edited.
  mutating func show(entry index: Int) -> Outcome {
    guard (0...history.count).contains(index) else { return .refused }
    edits[shownEntry] = line
    shownEntry = index
    replaceLine(with: edits[index] ?? Array(history[index]))
    return .edited
  }

  /// Ends the line shown, remembering it in the history when asked, and starts an empty one;
  /// returns the line's text.
  mutating func startNewLine(remembering: Bool) -> String {
    let text = String(line)
    // A blank line recalls nothing worth having, and a repeat would take an Up of its own.
    if remembering, text.contains(where: { !$0.isWhitespace }), text != history.last {
      history.append(text)
      if history.count > Self.historyCapacity { history.removeFirst() }
    }
    edits = [:]
    shownEntry = history.count
    replaceLine(with: [])
    return text
  }
}
