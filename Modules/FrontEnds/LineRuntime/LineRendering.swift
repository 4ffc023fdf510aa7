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

  /// The screen on top under `breadcrumb`, the tree's (`NavigationNode.breadcrumb`) or what
  /// was shown of it (`ShownNavigation.breadcrumb`), which reads no route again.
  @inlinable
  public static func screen<Action>(
    _ view: ScreenView<Action>, breadcrumb: String, palette: Palette
  ) -> String {
    var text = ""
    // Room for a usual screen, so that it grows once or not at all.
    text.reserveCapacity(256)
    appendScreen(view, breadcrumb: breadcrumb, palette: palette, to: &text)
    return text
  }

  /// Appends the screen on top under `breadcrumb` to `text`, in place: after the transitions
  /// that led to it, say.
  @inlinable
  public static func appendScreen<Action>(
    _ view: ScreenView<Action>, breadcrumb: String, palette: Palette, to text: inout String
  ) {
    // Appended to one string in place: an array of lines joined at the end built every line
    // twice, and this runs for every line that changes something.
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
    // The names alone: a command taken whole is built, or copied, with its argument and
    // action for one string. Appended in place after the first that is not empty, which
    // decides the line's start: no string of names is made first.
    let count = view.commandCount
    var first = 0
    var firstName = ""
    while first < count, firstName.isEmpty {
      firstName = view.commandName(at: first)
      first += 1
    }
    palette.appendDim(to: &text) {
      if firstName.isEmpty {
        $0 += "  (type help for commands)"
      } else {
        $0 += "  commands: "
        $0 += firstName
        for index in first..<count {
          $0 += ", "
          $0 += view.commandName(at: index)
        }
        $0 += ", help"
      }
    }
    text += "\n"
  }

  /// Everything that can be typed on this screen, the screen's commands first, then the
  /// commands that cannot be typed here (`unavailable`, global ones included) and why.
  @inlinable
  public static func help<Action>(
    _ view: ScreenView<Action>, unavailable: [UnavailableCommand] = [],
    tree: NavigationNode, palette: Palette
  ) -> String {
    let screen = view.commands.map { ($0.synopsis, $0.summary) }
    // Looked through, not hashed: a screen refuses a command or two.
    let global = zip(globalCommands, globalCommandNames)
      .filter { _, name in !unavailable.contains { $0.name == name } }
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
      appendSpaces(width - entry.0.count + 2, to: &text)
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

  /// Appends `count` spaces to `text`, from runs kept for it rather than a string made each
  /// time.
  @usableFromInline
  static func appendSpaces(_ count: Int, to text: inout String) {
    var left = count
    while left > 0 {
      let run = min(left, spaceRuns.count - 1)
      text += spaceRuns[run]
      left -= run
    }
  }

  /// Runs of 0 to 15 spaces, ``appendSpaces(_:to:)``'s pieces: each a whole string, and
  /// small enough to be held in place, where a part of one longer run was appended as a
  /// substring, through the standard library's slowest way to append.
  private static let spaceRuns = (0...15).map { String(repeating: " ", count: $0) }
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
