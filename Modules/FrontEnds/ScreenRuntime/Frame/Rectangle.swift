/// A part of a frame a layout draws into.
public struct Rectangle: Equatable, Sendable {
  /// The first row.
  public var top: Int
  /// The first column.
  public var left: Int
  /// How many columns.
  public var width: Int
  /// How many rows.
  public var height: Int

  /// A rectangle.
  public init(top: Int, left: Int, width: Int, height: Int) {
    self.top = top
    self.left = left
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The row after the last.
  public var bottom: Int { top + height }

  /// The same rectangle less `margin` on every side.
  public func inset(by margin: Int) -> Rectangle {
    Rectangle(
      top: top + margin, left: left + margin, width: width - 2 * margin,
      height: height - 2 * margin)
  }
}
