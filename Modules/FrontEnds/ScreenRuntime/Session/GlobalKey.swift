public import TerminalEditor

/// What the full-screen front end does for a key whatever the screen: the line protocol's
/// global commands, each one key.
public enum GlobalKey: Equatable, Sendable, CaseIterable {
  /// Back: pop the top push or dismiss the top presentation (Left or Backspace).
  case back
  /// The next tab (Tab), through the screen's own command that switches tabs.
  case nextTab
  /// A field for a link to open (`/`).
  case open
  /// Every key of this screen and why some do nothing here (`?`).
  case help
  /// Leave (`q`; Ctrl-D too).
  case quit
  /// The link of what is shown, in the bar (`L`).
  case link
  /// The whole navigation tree, over the screen (`T`).
  case tree
  /// Draw the whole frame again (Ctrl-L).
  case redraw

  /// The global key `key` is, if any.
  public init?(_ key: TerminalKey) {
    switch key {
    case .left, .backspace: self = .back
    case .tab: self = .nextTab
    case .text("/"): self = .open
    case .text("L"): self = .link
    case .text("T"): self = .tree
    case .text("?"): self = .help
    case .text("q"), .control("d"): self = .quit
    case .control("l"): self = .redraw
    default: return nil
    }
  }

  /// The key that does it, as a click on its hint sends it.
  public var key: TerminalKey {
    switch self {
    case .back: .left
    case .nextTab: .tab
    case .open: .text("/")
    case .link: .text("L")
    case .tree: .text("T")
    case .help: .text("?")
    case .quit: .text("q")
    case .redraw: .control("l")
    }
  }

  /// The key as the hint line and help show it.
  public var label: String {
    switch self {
    case .back: "←"
    case .nextTab: "Tab"
    case .open: "/"
    case .link: "L"
    case .tree: "T"
    case .help: "?"
    case .quit: "q"
    case .redraw: "^L"
    }
  }

  /// The same in ASCII.
  public var asciiLabel: String {
    self == .back ? "<-" : label
  }

  /// What the key does, in a word or two for the hint line.
  public var word: String {
    switch self {
    case .back: "back"
    case .nextTab: "next tab"
    case .open: "open"
    case .link: "link"
    case .tree: "tree"
    case .help: "help"
    case .quit: "quit"
    case .redraw: "redraw"
    }
  }
}
