import Presentation
import ShownText

/// The line a person edits at the prompt, with the session's history: what each key does, as a
/// value, so that every key is tested without a terminal.
///
/// The line is kept as characters (grapheme clusters), so the cursor never stops inside an
/// accented letter or an emoji; a combining mark typed on its own joins the character before
/// it, as it does on screen. Keys follow readline's defaults, the ones a shell user's fingers
/// know. The prompt edits its line with it, and the full screen its fields.
public struct LineEditor: Sendable {
  /// What a key did, for the terminal to show.
  public enum Outcome: Equatable, Sendable {
    /// The line or the cursor changed: draw the line again.
    case edited
    /// Nothing changed and nothing is wrong: the cursor at the start and Left, an unknown key.
    case unchanged
    /// The key can do nothing here (Backspace at the start, past the length limit): ring the
    /// bell.
    case refused
    /// Enter: the line, now in the history; editing starts on an empty line.
    case submitted(String)
    /// Ctrl-C on a line with text: this text was dropped; editing starts on an empty line.
    case discarded(String)
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Ctrl-C on an empty line, once: say how to leave; editing goes on, as a shell's prompt
    /// gives a fresh line.
    case askedToLeave
    /// Ctrl-C on an empty line right after another: the person wants out, as an interrupt asks.
    case interrupted
    /// Ctrl-L: clear the screen and draw the line at its top.
    case clearScreen
    /// Ctrl-Z: stop the process, as the terminal would have without raw mode.
    case suspend
    /// Tab: the line up to the cursor is to be completed (``complete(from:)``).
    case completionAsked
    /// Tab, a second time with nothing more to complete: these are the words that could follow.
    case listed([String])
  }

  /// The line being edited.
  public private(set) var line: [Character] = []
  /// Whether the last key was a Ctrl-C on an empty line, so that another leaves.
  private var isAskedToLeave = false
  /// Where the cursor is: the number of characters before it.
  public private(set) var cursor = 0
  /// The line's length in UTF-8, kept as it changes so a long line is not counted per key.
  public private(set) var byteCount = 0
  /// The longest line in UTF-8 bytes, as the line runtime's `LineSplitter.limit` bounds a piped one.
  public let limit: Int
  /// The lines entered so far, oldest first; see `LineEditor+History.swift`.
  var history: [String] = []
  /// Which line is shown: an index into ``history``, or its count for the new line.
  var shownEntry = 0
  /// Lines edited while going through the history, by the index ``shownEntry`` gives them:
  /// each is found as it was left until a line is entered.
  var edits: [Int: [Character]] = [:]
  /// What Ctrl-K, Ctrl-U or Ctrl-W last cut, for Ctrl-Y to put back.
  private var cut: [Character] = []
  /// Whether the last key was a Tab that completed nothing, so that another lists the words.
  private var isTabbedInVain = false
  /// The history search under way (Ctrl-R), if any; see `LineEditor+Search.swift`.
  var search: Search?

  /// An empty editor taking lines of at most `limit` bytes.
  public init(limit: Int) {
    self.limit = limit
  }

  /// Does what `key` asks.
  public mutating func handle(_ key: TerminalKey) -> Outcome {
    if search != nil, let outcome = searching(key) { return outcome }
    let wasAskedToLeave = isAskedToLeave
    isAskedToLeave = false
    if key != .tab { isTabbedInVain = false }
    return switch key {
    case .text(let scalar): insert(scalar)
    case .tab: .completionAsked
    case .control("r"): startSearch()
    case .enter: .submitted(startNewLine(remembering: true))
    case .backspace: cursor > 0 ? remove(cursor - 1..<cursor) : .refused
    case .delete: cursor < line.count ? remove(cursor..<cursor + 1) : .refused
    case .left, .control("b"): move(to: cursor - 1)
    case .right, .control("f"): move(to: cursor + 1)
    case .home, .control("a"): move(to: 0)
    case .end, .control("e"): move(to: line.count)
    case .wordLeft: move(to: wordStart())
    case .wordRight: move(to: wordEnd())
    case .up, .control("p"): show(entry: shownEntry - 1)
    case .down, .control("n"): show(entry: shownEntry + 1)
    case .control("k"): cutText(cursor..<line.count)
    case .control("u"): cutText(0..<cursor)
    case .control("w"): cutText(wordStart()..<cursor)
    case .control("y"): paste()
    case .control("d"):
      line.isEmpty ? .endOfInput : cursor < line.count ? remove(cursor..<cursor + 1) : .refused
    case .control("c") where !line.isEmpty: .discarded(startNewLine(remembering: false))
    case .control("c") where wasAskedToLeave: .interrupted
    case .control("c"):
      askToLeave()
    case .control("l"): .clearScreen
    case .control("z"): .suspend
    case .control, .escape, .unknown, .pageUp, .pageDown, .pasteStarted, .pasteEnded, .mouse:
      .unchanged
    case .invalid: .refused
    }
  }

  /// Completes the word before the cursor from `completions`: the one word that fits, and a
  /// space after it; or as much as the words that fit share; or, at a second Tab with nothing
  /// more to complete, the words themselves, for the prompt to list.
  public mutating func complete(from completions: Completions) -> Outcome {
    let before = String(line[..<cursor])
    let candidates = completions.candidates(before: before)
    let typed = before.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
    guard let first = candidates.first else { return .refused }
    let shared = candidates.dropFirst().reduce(first) { common, word in
      String(zip(common, word).prefix { $0 == $1 }.map(\.0))
    }
    let addition =
      candidates.count == 1
      ? String(first.dropFirst(typed.count)) + " " : String(shared.dropFirst(typed.count))
    guard addition.isEmpty else {
      isTabbedInVain = false
      for scalar in addition.unicodeScalars where insert(scalar) == .refused { return .refused }
      return .edited
    }
    defer { isTabbedInVain.toggle() }
    return isTabbedInVain ? .listed(candidates) : .unchanged
  }

  /// Remembers a Ctrl-C on an empty line, so that the next key, if another, leaves.
  private mutating func askToLeave() -> Outcome {
    // A fresh line, as after Enter: a line recalled from the history and emptied is left.
    _ = startNewLine(remembering: false)
    isAskedToLeave = true
    return .askedToLeave
  }

  /// Replaces the line, the cursor at its end.
  public mutating func replaceLine(with characters: [Character]) {
    line = characters
    cursor = line.count
    byteCount = line.reduce(0) { $0 + $1.utf8.count }
  }

  private mutating func insert(_ scalar: Unicode.Scalar) -> Outcome {
    // The line protocol refuses these in a line; at the prompt they are refused as typed, so
    // none reaches the terminal when the line is drawn.
    let previous = cursor > 0 ? line[cursor - 1].unicodeScalars.last : nil
    guard !VisibleText.isInvisible(scalar, after: previous) else { return .refused }
    let size = UTF8.width(scalar)
    guard byteCount + size <= limit else { return .refused }
    byteCount += size
    if cursor > 0 {
      let joined = String(line[cursor - 1]) + String(scalar)
      if joined.count == 1, let character = joined.first {
        line[cursor - 1] = character
        return .edited
      }
    }
    line.insert(Character(scalar), at: cursor)
    cursor += 1
    return .edited
  }

  private mutating func remove(_ range: Range<Int>) -> Outcome {
    byteCount -= line[range].reduce(0) { $0 + $1.utf8.count }
    line.removeSubrange(range)
    cursor = range.lowerBound
    return .edited
  }

  private mutating func move(to position: Int) -> Outcome {
    let position = min(max(position, 0), line.count)
    guard position != cursor else { return .unchanged }
    cursor = position
    return .edited
  }

  private mutating func cutText(_ range: Range<Int>) -> Outcome {
    guard !range.isEmpty else { return .unchanged }
    cut = Array(line[range])
    return remove(range)
  }

  private mutating func paste() -> Outcome {
    guard !cut.isEmpty else { return .unchanged }
    let size = cut.reduce(0) { $0 + $1.utf8.count }
    guard byteCount + size <= limit else { return .refused }
    line.insert(contentsOf: cut, at: cursor)
    cursor += cut.count
    byteCount += size
    return .edited
  }

  /// Where the word before the cursor starts: back over spaces, then over what is not space.
  private func wordStart() -> Int {
    var position = cursor
    while position > 0, line[position - 1].isWhitespace { position -= 1 }
    while position > 0, !line[position - 1].isWhitespace { position -= 1 }
    return position
  }

  /// Where the word after the cursor ends: on over spaces, then over what is not space.
  private func wordEnd() -> Int {
    var position = cursor
    while position < line.count, line[position].isWhitespace { position += 1 }
    while position < line.count, !line[position].isWhitespace { position += 1 }
    return position
  }
}
