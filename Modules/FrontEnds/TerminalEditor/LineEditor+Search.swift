import Presentation
import ShownText

// Ctrl-R: the history searched back for what is typed, as readline does.
extension LineEditor {
  /// A history search under way: what is typed to find, the line before the search began,
  /// and the entry of the history found last.
  struct Search: Sendable {
    var query: [Character] = []
    var original: [Character]
    var found: Int?
  }

  /// What the prompt says while a search is under way, in place of its own.
  public var searchPrompt: String? {
    search.map { "(search '\(VisibleText.escaped(String($0.query.suffix(40))))'): " }
  }

  mutating func startSearch() -> Outcome {
    search = Search(original: line)
    return .edited
  }

  /// A key during a search: a character narrows it, Ctrl-R finds an older match, Backspace
  /// widens it, Enter submits the match, Escape or Ctrl-G puts the line back; any other key
  /// keeps the match and is then handled as usual (`nil`).
  mutating func searching(_ key: TerminalKey) -> Outcome? {
    guard var current = search else { return nil }
    switch key {
    case .text(let scalar):
      // What could not be typed into a line is never searched for, and a query is short.
      guard !VisibleText.isInvisible(scalar, after: nil), current.query.count < 256 else {
        return .refused
      }
      current.query.append(Character(scalar))
      search = current
      return find(from: current.found ?? history.count - 1)
    case .control("r"):
      return find(from: (current.found ?? history.count) - 1)
    case .backspace:
      guard !current.query.isEmpty else { return .refused }
      current.query.removeLast()
      current.found = nil
      search = current
      return find(from: history.count - 1)
    case .enter:
      search = nil
      return .submitted(startNewLine(remembering: true))
    case .escape, .control("g"), .control("c"):
      replaceLine(with: current.original)
      search = nil
      return .edited
    default:
      search = nil
      return nil
    }
  }

  /// Shows the newest entry at or before `index` that holds the query, or rings when none does.
  private mutating func find(from index: Int) -> Outcome {
    guard var current = search else { return .unchanged }
    let query = String(current.query)
    var position = min(index, history.count - 1)
    while position >= 0 {
      if query.isEmpty || history[position].contains(query) {
        current.found = position
        search = current
        replaceLine(with: Array(history[position]))
        return .edited
      }
      position -= 1
    }
    return .refused
  }
}
