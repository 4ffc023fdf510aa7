/// One cell of a frame: the character it shows and its style.
///
/// A wide character (East Asian, emoji) takes two cells: the first holds it, the second is a
/// continuation that draws nothing, so every row is exactly as wide as the frame.
public struct Cell: Equatable, Sendable {
  /// The character shown; a space for an empty cell.
  public var character: Character
  /// How it is drawn.
  public var style: CellStyle
  /// Whether this is the right half of a wide character in the cell before.
  public var isContinuation: Bool

  /// A cell showing `character` in `style`.
  public init(_ character: Character = " ", style: CellStyle = [], isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell.
  public static let blank = Cell()
}
