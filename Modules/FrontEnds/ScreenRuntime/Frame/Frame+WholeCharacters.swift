import TerminalEditor

// Mixing two frames, as a transition does.
extension Frame {
  /// Blanks any half of a wide character cut from its other half, as mixing two frames may.
  mutating func wholeCharacters() {
    for row in 0..<height {
      for column in 0..<width {
        let cell = self[row, column]
        let isHead = !cell.isContinuation && self[row, column + 1].isContinuation
        if cell.isContinuation, column == 0 || !Self.isWide(self[row, column - 1]) {
          self[row, column] = .blank
        } else if !isHead, !cell.isContinuation, Self.isWide(cell) {
          self[row, column] = .blank
        }
      }
    }
  }

  private static func isWide(_ cell: Cell) -> Bool {
    !cell.isContinuation && TerminalColumns.width(of: cell.character) == 2
  }
}
