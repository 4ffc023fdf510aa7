/// What one screen shows, ready to lay out: read from its neutral view and the scene, with a
/// key for each command.
public struct Page: Equatable, Sendable {
  /// A command as the page shows it.
  public struct Entry: Equatable, Sendable {
    /// The key that runs it, if one was left for it.
    public var key: Character?
    /// Its name.
    public var name: String
    /// Whether the screen takes it now; a refused one is shown dimmed.
    public var isAvailable: Bool

    /// An entry for the command `name` on `key`.
    public init(key: Character?, name: String, isAvailable: Bool = true) {
      self.key = key
      self.name = name
      self.isAvailable = isAvailable
    }
  }

  /// The screen's title.
  public var title: String
  /// The title back goes to, or `nil` when back goes nowhere the tree shows.
  public var backTitle: String?
  /// The canonical link of what is shown, when it is asked for; empty otherwise.
  public var link: String
  /// Where passing the gate on screen leads ("then: Profile" in the bar), if anything waits.
  public var then: String?
  /// How the person got here, as the line front end's breadcrumb says it.
  public var breadcrumb: String
  /// The screen's lines.
  public var lines: [String]
  /// The rows of a screen whose content is a list, and the row the cursor is on.
  public struct List: Equatable, Sendable {
    /// Each row's text.
    public var rows: [String]
    /// The row the cursor is on.
    public var cursor: Int

    /// `rows`, the cursor on row `cursor`.
    public init(rows: [String], cursor: Int) {
      self.rows = rows
      self.cursor = cursor
    }
  }

  /// The rows of a screen whose content is a list, drawn in place of its lines.
  public var list: List?
  /// Its commands, with their keys.
  public var entries: [Entry]

  /// A page.
  public init(
    title: String, backTitle: String? = nil, link: String = "", breadcrumb: String = "",
    lines: [String] = [], list: List? = nil, entries: [Entry] = []
  ) {
    self.title = title
    self.backTitle = backTitle
    self.link = link
    self.breadcrumb = breadcrumb
    self.lines = lines
    self.list = list
    self.entries = entries
  }
}
