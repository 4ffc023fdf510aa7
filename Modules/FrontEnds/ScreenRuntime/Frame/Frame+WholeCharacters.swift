import TerminalEditor

// Mixing two frames, as a transition does.
extension Frame {
  /// Blanks any part of a character of several columns cut from the rest, as mixing two frames
  /// may: a head without all its continuations, and a continuation without its head.
  mutating func wholeCharacters() {
    for row in 0..<height {
      var column = 0
      while column < width {
        let cell = self[row, column]
        if cell.isContinuation {
          self[row, column] = .blank
          column += 1
          continue
        }
        let columns = TerminalColumns.width(of: cell.character)
        let isWhole = (1..<max(columns, 1)).allSatisfy {
          column + $0 < width && self[row, column + $0].isContinuation
        }
        if isWhole {
          column += max(columns, 1)
        } else {
          // Its continuations, if any, are blanked as they are met.
          self[row, column] = .blank
          column += 1
        }
      }
    }
  }
}
