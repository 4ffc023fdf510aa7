/// What the mouse did, as a terminal reports it with xterm's mouse reporting on, in the SGR
/// form (`ESC [ < button ; column ; row M`, or `m` for a release).
///
/// A front end that turns reporting on gets these among its keys; one that does not never
/// sees them.
public struct MouseEvent: Equatable, Sendable {
  /// What happened.
  public enum Kind: Equatable, Sendable {
    /// A button pressed: 0 is the left one, 1 the middle, 2 the right.
    case press(button: Int)
    /// A button let go.
    case release
    /// The wheel turned away from the person: up.
    case wheelUp
    /// The wheel turned towards the person: down.
    case wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The cell's column, counted from 0 at the left edge.
  public var column: Int
  /// The cell's row, counted from 0 at the top.
  public var row: Int

  /// An event of `kind` at the cell `row`, `column`, both counted from 0.
  public init(_ kind: Kind, row: Int, column: Int) {
    self.kind = kind
    self.row = row
    self.column = column
  }

  /// The event an SGR report's parameters after `<` say (`0;12;5`), ended by `M` for a press
  /// and `m` for a release; `nil` for parameters that are no report. A drag, or a button held
  /// with Shift, Alt or Ctrl, is its plain press.
  init?(sgr parameters: Substring, isPress: Bool) {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3, let code = Int(fields[0]), let column = Int(fields[1]),
      let row = Int(fields[2]), column >= 1, row >= 1
    else { return nil }
    // Bits 2 to 4 are Shift, Alt and Ctrl, and bit 5 a drag: the button is the rest.
    let button = code & ~0b11_1100
    switch button {
    case 64: kind = .wheelUp
    case 65: kind = .wheelDown
    case 0...2: kind = isPress ? .press(button: button) : .release
    default: return nil
    }
    self.column = column - 1
    self.row = row - 1
  }
}
