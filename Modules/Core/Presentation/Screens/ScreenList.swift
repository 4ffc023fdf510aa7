/// A screen's content as rows a person chooses from: each row is one choice of the screen's
/// command `command`, in the choice's order, so choosing a row runs that command with it.
///
/// Front-end neutral: the line protocol prints the screen's lines, a page at a time, and a
/// front end that draws lists (the full screen) draws the rows with a cursor instead, scrolled
/// to the window.
public struct ScreenList: Equatable, Sendable {
  /// The name of the choice command a row runs.
  public var command: String
  /// Each row's text, one per choice.
  public var rows: [String]
  /// The row a cursor starts at: the one the lines show first, say.
  public var first: Int

  /// Rows that choose among `command`'s choices, a cursor starting at `first`.
  public init(command: String, rows: [String], first: Int = 0) {
    self.command = command
    self.rows = rows
    self.first = first
  }
}
