/// A screen's content as rows to choose from, one per choice of `command`, in order.
/// A front end that draws lists shows them with a cursor; the line protocol prints the lines.
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
