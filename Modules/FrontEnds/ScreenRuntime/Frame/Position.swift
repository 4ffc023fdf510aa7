/// A place on a frame: a row from the top and a column from the left, both from 0.
public struct Position: Equatable, Sendable {
  /// The row, 0 at the top.
  public var row: Int
  /// The column, 0 at the left.
  public var column: Int

  /// The place at `row` and `column`.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
