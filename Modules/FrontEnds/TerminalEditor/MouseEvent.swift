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
    /// Another button or wheel: a side button, or a wheel turned sideways.
    case other
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
  /// and `m` for a release; `nil` for parameters that are no report.
  init?(sgr parameters: Substring, isPress: Bool) {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3, let code = Int(fields[0]), let column = Int(fields[1]),
      let row = Int(fields[2]), code >= 0, column >= 1, row >= 1
    else { return nil }
    self.init(code: code, isPress: isPress, row: row - 1, column: column - 1)
  }

  /// The event of an xterm report before SGR, `ESC [ M` and three bytes, each 32 more than
  /// the button's code, the column and the row (counted from 1): what a terminal that does
  /// not take SGR's mode sends. A release is button 3; a place past 223 cannot be sent.
  init(legacy bytes: [UInt8]) {
    let code = Int(bytes[0]) - 32
    let isRelease = code & 0b11 == 3 && code & 64 == 0
    self.init(
      code: max(0, code), isPress: !isRelease, row: max(0, Int(bytes[2]) - 33),
      column: max(0, Int(bytes[1]) - 33))
  }

  /// The event of a button's `code`: a drag, or a button held with Shift, Alt or Ctrl, is its
  /// plain press.
  private init(code: Int, isPress: Bool, row: Int, column: Int) {
    // Bits 2 to 4 are Shift, Alt and Ctrl, and bit 5 a drag: the button is the rest.
    let button = code & ~0b11_1100
    switch button {
    case 64: kind = .wheelUp
    case 65: kind = .wheelDown
    case 0...2: kind = isPress ? .press(button: button) : .release
    case 3: kind = .release
    default: kind = .other
    }
    self.row = row
    self.column = column
  }
}
