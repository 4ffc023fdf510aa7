public import Presentation

/// The text the line runtime writes, built by pure functions so that tests compare strings.
public enum LineRendering {
  /// The global commands, as help lists them.
  public static let globalCommands: [(synopsis: String, summary: String)] = [
    ("help", "list what can be typed here"),
    ("back", "go back: pop the top push or dismiss the top presentation"),
    ("where", "print the deep link of what is on screen"),
    ("open <link>", "go to a deep link in one step; 'open /' is the start"),
    ("tree", "print the whole navigation tree"),
    ("quit", "leave (the end of input does too)"),
  ]

  /// The word that starts each global command, in the order of ``globalCommands``: worked out
  /// once, not on every help and every typo.
  @usableFromInline static let globalCommandNames = globalCommands.map {
    String($0.synopsis.prefix { $0 != " " })
  }

  /// The screen on top: the breadcrumb in brackets, the content indented, and the screen's
  /// command names.
  @inlinable
  public static func screen<Action>(
    _ view: ScreenView<Action>, tree: NavigationNode, palette: Palette
  ) -> String {
    screen(view, breadcrumb: tree.breadcrumb, palette: palette)
  }

  /// The screen on top under `breadcrumb`, the tree's (``NavigationNode/breadcrumb``) or what
  /// was shown of it (``ShownNavigation/breadcrumb``), which reads no route again.
  @inlinable
  public static func screen<Action>(
    _ view: ScreenView<Action>, breadcrumb: String, palette: Palette
  ) -> String {
    // Appended to one string in place: an array of lines joined at the end built every line
    // twice, and this runs for every line that changes something.
    var text = ""
    // Room for a usual screen, so that it grows once or not at all.
    text.reserveCapacity(256)
    palette.appendBold(to: &text) {
      $0 += "["
      $0 += VisibleText.escaped(breadcrumb)
      $0 += "]"
    }
    text += "\n"
    for line in view.lines {
      text += "  "
      text += VisibleText.escaped(line)
      text += "\n"
    }
    var names = ""
    // The names alone: a command taken whole is built, or copied, with its argument and
    // action for one string.
    for index in 0..<view.commandCount {
      if !names.isEmpty { names += ", " }
      names += view.commandName(at: index)
    }
    palette.appendDim(to: &text) {
      if names.isEmpty {
        $0 += "  (type help for commands)"
      } else {
        $0 += "  commands: "
        $0 += names
        $0 += ", help"
      }
    }
    text += "\n"
    return text
  }

  /// Everything that can be typed on this screen, the screen's commands first, then the
  /// commands that cannot be typed here (`unavailable`, global ones included) and why.
  @inlinable
  public static func help<Action>(
    _ view: ScreenView<Action>, unavailable: [UnavailableCommand] = [],
    tree: NavigationNode, palette: Palette
  ) -> String {
    let screen = view.commands.map { ($0.synopsis, $0.summary) }
    // Closures, not key paths: a key path is built again on every call.
    let closed = Set(unavailable.map { $0.name })
    let global = zip(globalCommands, globalCommandNames)
      .filter { _, name in !closed.contains(name) }
      .map { command, _ in (command.synopsis, command.summary) }
    // Reasons quote titles, which come from the data: shown escaped, like everything else.
    let refused = unavailable.map { ($0.name, VisibleText.escaped($0.reason)) }
    var width = 0
    for entries in [screen, global, refused] {
      for entry in entries { width = max(width, entry.0.count) }
    }
    // Appended to one string in place, as the screen is, rather than joined from lines.
    var text = ""
    text.reserveCapacity(1_024)
    func append(_ entry: (String, String)) {
      text += "  "
      text += entry.0
      text += String(repeating: " ", count: width - entry.0.count + 2)
      text += entry.1
      text += "\n"
    }
    text += palette.bold("[\(VisibleText.escaped(tree.breadcrumb))]")
    text += "\n"
    if !screen.isEmpty {
      text += "commands of \(VisibleText.escaped(view.title)):\n"
      screen.forEach(append)
    }
    text += "global commands:\n"
    global.forEach(append)
    if !refused.isEmpty {
      text += "not available here:\n"
      refused.forEach(append)
    }
    return text
  }

  /// The message for a word that is no command here, suggesting the closest one.
  @inlinable
  public static func unknownCommand<Action>(_ name: String, screen: ScreenView<Action>) -> String {
    let shown = name.count > 20 ? String(name.prefix(20)) + "..." : name
    let candidates =
      (0..<screen.commandCount).map { screen.commandName(at: $0) }
      + globalCommandNames
    let typed = name.lowercased()
    let closest =
      candidates
      .map { (name: $0, distance: editDistance(typed, $0, limit: 2)) }
      .filter { $0.distance <= 2 }
      .min { $0.distance < $1.distance }
    let hint = closest.map { "did you mean '\($0.name)'? " } ?? ""
    return "'\(shown)' is not a command on \(screen.title); \(hint)type 'help' to list the commands"
  }

  /// The edit distance between two short words, or `limit + 1` as soon as it exceeds `limit`.
  @usableFromInline
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    // A word typed is almost always printable ASCII, where each byte is one character:
    // compared as bytes in place, without building characters or arrays.
    let printable = { (bytes: UnsafeBufferPointer<UInt8>) in
      bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }
    let distance = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b in
        printable(a) && printable(b) ? editDistance(a, b, limit: limit) : nil
      } ?? nil
    }
    if let distance = distance ?? nil { return distance }
    return editDistance(Array(a), Array(b), limit: limit)
  }

  /// The edit distance between `a` and `b`, two rows kept, or `limit + 1` as soon as it
  /// exceeds `limit`.
  private static func editDistance<Word: RandomAccessCollection<Element>, Element: Equatable>(
    _ a: Word, _ b: Word, limit: Int
  ) -> Int where Word.Index == Int {
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    // The two rows on the stack: a typo's suggestions compare it with a dozen names.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
      var previous = UnsafeMutableBufferPointer(rebasing: rows[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: rows[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for (i, x) in zip(a.indices, a) {
        current[0] = i - a.startIndex + 1
        var smallest = current[0]
        for (j, y) in zip(0..<b.count, b) {
          current[j + 1] = min(
            previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
          smallest = min(smallest, current[j + 1])
        }
        guard smallest <= limit else { return limit + 1 }
        swap(&previous, &current)
      }
      return min(previous[b.count], limit + 1)
    }
  }
}

extension LineRendering {
  /// A transition line as shown: `-> push #1 Number 3`.
  public static func transition(_ line: String, palette: Palette) -> String {
    var text = ""
    appendTransition(line, palette: palette, to: &text)
    return text
  }

  /// Appends the transition line of `line` to `text`, in place.
  public static func appendTransition(_ line: String, palette: Palette, to text: inout String) {
    palette.appendDim(to: &text) {
      $0 += "-> "
      $0 += VisibleText.escaped(line)
    }
    text += "\n"
  }
}
