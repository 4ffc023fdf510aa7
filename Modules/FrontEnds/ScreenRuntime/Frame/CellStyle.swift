/// How a cell is drawn: attributes a terminal shows with SGR escapes.
///
/// Only attributes and one colour: a frame must read at a glance in monochrome too, so dimming,
/// reverse video and bold carry the picture, and red only adds to a refusal.
public struct CellStyle: OptionSet, Hashable, Sendable {
  /// The bits, one per attribute.
  public let rawValue: UInt8

  /// A style of these bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold: titles and the selected tab.
  public static let bold = CellStyle(rawValue: 1)
  /// Faint: what lies under a sheet, hints, and commands refused now.
  public static let dim = CellStyle(rawValue: 2)
  /// Reverse video: bars and the selected choice.
  public static let reverse = CellStyle(rawValue: 4)
  /// Underlined: the key of a command.
  public static let underline = CellStyle(rawValue: 8)
  /// A refusal: red where colour is allowed, bold where it is not.
  public static let alert = CellStyle(rawValue: 16)

  /// The letter a recorded frame shows for this style, so a test sees dimming and bars.
  var letter: Character {
    if contains(.alert) { return "!" }
    switch (contains(.reverse), contains(.dim), contains(.bold)) {
    case (true, true, _): return "R"
    case (true, false, _): return "r"
    case (false, true, _): return "d"
    case (false, false, true): return "b"
    case (false, false, false): return contains(.underline) ? "u" : "."
    }
  }
}
