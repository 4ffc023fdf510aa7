public import Presentation
public import ShownText

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

  /// Every word the line runtime reads as a command of its own, `exit` among them: a screen's
  /// command of one of these names could never be typed.
  package static var ownWords: [String] { globalCommandNames + ["exit"] }

  /// `message`, then what to do instead as a person at the prompt types it, as in `the sheet
  /// 'Confirm' covers the tabs; type 'back' to close it first, or 'open LINK' to go anywhere at
  /// once`. A command is given as `view` lists it, its argument's placeholder with it.
  public static func worded<Action>(
    _ message: String, _ remedies: [Remedy], on view: ScreenView<Action>
  ) -> String {
    guard !remedies.isEmpty else { return message }
    let ways = remedies.map { remedy in
      let typed =
        switch remedy.means {
        case .back: "back"
        case .openLink: "open LINK"
        case .quit: "quit"
        case .command(let name): view.command(named: name)?.synopsis ?? name
        }
      return "'\(typed)' \(remedy.purpose)"
    }
    return message + "; type " + ways.joined(separator: ", or ")
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
    // Room for a usual screen, so that it grows once or not at all.
    var text = OutputText(capacity: 256)
    appendScreen(view, breadcrumb: breadcrumb, palette: palette, to: &text)
    return text.string
  }

  /// Appends the screen on top under `breadcrumb` to `text`, in place: after the transitions
  /// that led to it, say.
  @inlinable
  public static func appendScreen<Action>(
    _ view: ScreenView<Action>, breadcrumb: String, palette: Palette, to text: inout OutputText
  ) {
    palette.appendBold(to: &text) {
      $0.append(ascii: UInt8(ascii: "["))
      $0 += VisibleText.escaped(breadcrumb)
      $0.append(ascii: UInt8(ascii: "]"))
    }
    text.append(ascii: UInt8(ascii: "\n"))
    for line in view.lines {
      text.appendSpaces(2)
      text += VisibleText.escaped(line)
      text.append(ascii: UInt8(ascii: "\n"))
    }
    if let then = view.then {
      text += "  then: "
      text += VisibleText.escaped(then)
      text.append(ascii: UInt8(ascii: "\n"))
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
    text.append(ascii: UInt8(ascii: "\n"))
  }

  /// Everything that can be typed on this screen, the screen's commands first, then the
  /// commands that cannot be typed here (`unavailable`, global ones included) and why.
  @inlinable
  public static func help<Action>(
    _ view: ScreenView<Action>, unavailable: [UnavailableCommand] = [],
    tree: NavigationNode, palette: Palette
  ) -> String {
    var text = OutputText(capacity: 1_024)
    appendHelp(
      view, unavailable: unavailable, breadcrumb: tree.breadcrumb, palette: palette, to: &text)
    return text.string
  }

  /// Appends the help of ``help(_:unavailable:tree:palette:)`` under `breadcrumb` to `text`.
  @inlinable
  public static func appendHelp<Action>(
    _ view: ScreenView<Action>, unavailable: [UnavailableCommand], breadcrumb: String,
    palette: Palette, to text: inout OutputText
  ) {
    let commands = view.commands
    // Each worded once: the width reads them, then their lines.
    let synopses = commands.map(\.synopsis)
    // Looked through, not hashed: a screen refuses a command or two.
    func isGlobalShown(_ index: Int) -> Bool {
      !unavailable.contains { $0.name == globalCommandNames[index] }
    }
    var width = 0
    for synopsis in synopses { width = max(width, synopsis.count) }
    for index in globalCommands.indices where isGlobalShown(index) {
      width = max(width, globalCommands[index].synopsis.count)
    }
    for command in unavailable { width = max(width, command.name.count) }
    func append(_ synopsis: String, _ summary: String) {
      text.appendSpaces(2)
      text += synopsis
      text.appendSpaces(width - synopsis.count + 2)
      text += summary
      text.append(ascii: UInt8(ascii: "\n"))
    }
    palette.appendBold(to: &text) {
      $0.append(ascii: UInt8(ascii: "["))
      $0 += VisibleText.escaped(breadcrumb)
      $0.append(ascii: UInt8(ascii: "]"))
    }
    text.append(ascii: UInt8(ascii: "\n"))
    if !commands.isEmpty {
      text += "commands of "
      text += VisibleText.escaped(view.title)
      text += ":\n"
      for (synopsis, command) in zip(synopses, commands) { append(synopsis, command.summary) }
    }
    text += "global commands:\n"
    for index in globalCommands.indices where isGlobalShown(index) {
      append(globalCommands[index].synopsis, globalCommands[index].summary)
    }
    if !unavailable.isEmpty {
      text += "not available here:\n"
      // Reasons quote titles, which come from the data: shown escaped, like everything else.
      for command in unavailable {
        append(
          command.name,
          VisibleText.escaped(worded(command.reason, command.remedies, on: view)))
      }
    }
  }
}

extension LineRendering {
  /// A transition line as shown: `-> push #1 Number 3`.
  public static func transition(_ line: String, palette: Palette) -> String {
    var text = OutputText()
    appendTransition(line, palette: palette, to: &text)
    return text.string
  }

  /// Appends the transition line of `line` to `text`, in place.
  @inlinable
  public static func appendTransition(_ line: String, palette: Palette, to text: inout OutputText) {
    palette.appendDim(to: &text) {
      $0 += "-> "
      $0 += VisibleText.escaped(line)
    }
    text.append(ascii: UInt8(ascii: "\n"))
  }
}
