import Presentation
import ShownText
import TerminalEditor

/// What the terminal shows, as a grid of cells: what the layout builds and the diff compares.
///
/// A frame is a plain value, so a test builds one without a terminal and compares it whole.
/// Every text written into it is escaped first (`VisibleText`): data from outside never puts
/// a control character on the terminal, whatever it holds.
public struct Frame: Equatable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  private(set) var cells: [Cell]
  /// Where the terminal's cursor shows, for a field being typed in; hidden when `nil`.
  public var cursor: Position?
  /// The places a click acts on, in the order drawn.
  public var targets: [ClickTarget] = []

  /// A blank frame `width` columns wide and `height` rows high (none when either is not
  /// positive).
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at `row` and `column`; a blank cell outside the frame.
  public subscript(row: Int, column: Int) -> Cell {
    get { contains(row: row, column: column) ? cells[row * width + column] : .blank }
    set {
      guard contains(row: row, column: column) else { return }
      cells[row * width + column] = newValue
    }
  }

  /// Whether the place is inside the frame.
  public func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < height && column >= 0 && column < width
  }

  /// Writes `text` from `column` of `row` in `style`, no further than `limit` columns (the
  /// frame's edge by default), and returns the columns it took. A wide character that does not
  /// fit whole is left out, and the rest of the text with it.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = [], limit: Int? = nil
  ) -> Int {
    let end = min(width, limit.map { column + max(0, $0) } ?? width)
    guard row >= 0, row < height else { return 0 }
    var place = column
    for character in VisibleText.escaped(text) {
      let columns = TerminalColumns.width(of: character)
      // A character that takes no column of its own (a combining mark alone) is left out.
      guard columns > 0 else { continue }
      guard place + columns <= end else { break }
      if place >= 0 {
        self[row, place] = Cell(character, style: style)
        // A character of several columns (wide, or with spacing marks) fills the rest.
        for extra in 1..<columns {
          self[row, place + extra] = Cell(" ", style: style, isContinuation: true)
        }
      }
      place += columns
    }
    return max(0, place - column)
  }

  /// Fills the rectangle with blank cells in `style`.
  public mutating func fill(
    top: Int, left: Int, width columns: Int, height rows: Int, style: CellStyle = []
  ) {
    let rowsShown = max(0, top)..<max(max(0, top), min(height, top + max(0, rows)))
    let columnsShown = max(0, left)..<max(max(0, left), min(width, left + max(0, columns)))
    for row in rowsShown {
      for column in columnsShown {
        self[row, column] = Cell(" ", style: style)
      }
    }
  }

  /// Adds `style` to every cell and takes `removing` away: how a parent is dimmed under a
  /// sheet.
  public mutating func restyle(adding style: CellStyle, removing: CellStyle = []) {
    for index in cells.indices {
      cells[index].style.subtract(removing)
      cells[index].style.formUnion(style)
    }
  }

  /// This frame's cells in a frame `width` by `height`: what overlaps is kept, the rest is
  /// blank. A picture kept from before a resize is drawn under a sheet this way.
  public func resized(width newWidth: Int, height newHeight: Int) -> Frame {
    guard newWidth != width || newHeight != height else { return self }
    var frame = Frame(width: newWidth, height: newHeight)
    for row in 0..<min(height, newHeight) {
      for column in 0..<min(width, newWidth) { frame[row, column] = self[row, column] }
      // A character of several columns cut at the new edge leaves a part: blank it.
      if newWidth < width, newWidth > 0, self[row, newWidth].isContinuation {
        var column = newWidth - 1
        while column > 0, self[row, column].isContinuation {
          frame[row, column] = .blank
          column -= 1
        }
        frame[row, column] = .blank
      }
    }
    return frame
  }

  /// The characters of row `row`, continuations left out.
  public func text(ofRow row: Int) -> String {
    var text = ""
    for column in 0..<width where !self[row, column].isContinuation {
      text.append(self[row, column].character)
    }
    return text
  }
}
