public import TerminalEditor

/// A place on a frame that a click acts on, and what the click does there: what its key
/// does, for a key drawn on screen, or choosing a list's row or a tab.
///
/// The layout notes each as it draws it, so a click acts on what the person sees, and a
/// sheet or a panel drawn over a place takes its clicks away.
public struct ClickTarget: Equatable, Sendable {
  /// What a click on the target does.
  public enum Action: Equatable, Sendable {
    /// What the key does: a command's key, a global key in the hint line, back in the bar.
    case key(TerminalKey)
    /// Chooses the list's row at this index, as Enter on it does.
    case row(Int)
    /// Shows the tab at this index.
    case tab(Int)
  }

  /// The row the target is on.
  public var row: Int
  /// The columns it takes on that row.
  public var columns: Range<Int>
  /// What a click on it does.
  public var action: Action

  /// A target on `row`, over `columns`, doing `action`.
  public init(row: Int, columns: Range<Int>, action: Action) {
    self.row = row
    self.columns = columns
    self.action = action
  }
}

extension Frame {
  /// Notes that a click on `row` over `columns` does `action`; nothing for no columns.
  mutating func target(row: Int, columns: Range<Int>, _ action: ClickTarget.Action) {
    guard !columns.isEmpty, row >= 0, row < height else { return }
    targets.append(ClickTarget(row: row, columns: columns, action: action))
  }

}

extension [ClickTarget] {
  /// What a click on the cell at `row` and `column` does, if anything: the target drawn last
  /// there, as it is the one on top.
  public func action(atRow row: Int, column: Int) -> ClickTarget.Action? {
    last { $0.row == row && $0.columns.contains(column) }?.action
  }
}
