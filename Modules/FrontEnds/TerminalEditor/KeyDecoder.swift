/// Turns the bytes a terminal sends in raw mode into keys, across reads.
///
/// A key may arrive over two reads (an escape sequence or a UTF-8 character cut by the
/// kernel, or by a slow connection), so what is begun is kept for the next read. A lone Escape
/// cannot be told from the start of a sequence by its bytes alone: the reader calls ``flush()``
/// when no more bytes came soon after (``escapeTimeout``), and the Escape then means nothing
/// rather than swallowing the next key typed.
public struct KeyDecoder: Sendable {
  /// An escape sequence or a UTF-8 character begun and not finished.
  private var pending: [UInt8] = []
  /// Whether a sequence went on past ``longestSequence``: what is left of it is still
  /// consumed, and it is an unknown key.
  private var isOverlong = false
  /// Whether the last byte was a carriage return, so that a line feed right after it (a pasted
  /// CR LF) is not a second Enter.
  private var afterCarriageReturn = false
  /// The bytes of a mouse report in xterm's form before SGR, after its `ESC [ M`: three are
  /// read whatever they are, so none is typed as a key.
  private var legacyMouse: [UInt8]?

  private static let escape: UInt8 = 0x1B
  /// More than any key's sequence, a mouse report on a window of 9,999 by 9,999 cells
  /// included; a longer one is still consumed to its end, not kept.
  private static let longestSequence = 24
  /// How long a begun key waits for the rest of its bytes, in milliseconds: what a terminal
  /// sends for one key arrives well within it, and a person pressing Escape then a letter
  /// rarely types that fast.
  public static let escapeTimeout: Int32 = 100

  /// A decoder with nothing begun.
  public init() {}

  /// Whether a key is begun and waits for more bytes.
  public var isWaiting: Bool { !pending.isEmpty || legacyMouse != nil }

  /// The keys that `bytes` complete, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    for byte in bytes { step(byte, into: &keys) }
    return keys
  }

  /// What waited when no more bytes came in time: a lone Escape or a sequence cut short means
  /// nothing, and a UTF-8 character cut short is invalid.
  public mutating func flush() -> [TerminalKey] {
    if legacyMouse != nil {
      // A report cut short: nothing of it is a key.
      legacyMouse = nil
      return [.unknown]
    }
    guard let first = pending.first else { return [] }
    pending = []
    isOverlong = false
    return [first == Self.escape ? .escape : .invalid]
  }

  private mutating func step(_ byte: UInt8, into keys: inout [TerminalKey]) {
    if var report = legacyMouse {
      report.append(byte)
      legacyMouse = report.count == 3 ? nil : report
      if report.count == 3 { keys.append(.mouse(MouseEvent(legacy: report))) }
      return
    }
    guard let first = pending.first else { return start(byte, into: &keys) }
    if first == Self.escape {
      continueSequence(byte, into: &keys)
    } else {
      continueCharacter(byte, into: &keys)
    }
  }

  private mutating func start(_ byte: UInt8, into keys: inout [TerminalKey]) {
    let wasCarriageReturn = afterCarriageReturn
    afterCarriageReturn = byte == 0x0D
    switch byte {
    case Self.escape, 0xC2...0xF4: pending = [byte]
    case 0x0D: keys.append(.enter)
    case 0x0A: if !wasCarriageReturn { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x00...0x1F: keys.append(.unknown)
    case 0x20...0x7E: keys.append(.text(Unicode.Scalar(byte)))
    default: keys.append(.invalid)
    }
  }

  /// The byte after an Escape, or within a sequence: `ESC [` starts a control sequence (ended
  /// by a byte from `@` to `~`), `ESC O` a key of one more byte, and `ESC` with a printable
  /// byte is Alt with that key. Anything else shows the Escape was alone.
  private mutating func continueSequence(_ byte: UInt8, into keys: inout [TerminalKey]) {
    if pending.count == 1 {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "O"):
        pending.append(byte)
      case UInt8(ascii: "b"), UInt8(ascii: "f"):
        pending = []
        keys.append(byte == UInt8(ascii: "b") ? .wordLeft : .wordRight)
      case 0x7F, 0x08:
        // Alt-Backspace deletes the word before the cursor, as Ctrl-W does in readline; read
        // as a lone Escape then Backspace, it left a field and went back a screen.
        pending = []
        keys.append(.control("w"))
      case 0x20...0x7E:
        pending = []
        keys.append(.unknown)
      default:
        // Escape, then a key of its own (another Escape, Enter): the person pressed Escape.
        pending = []
        keys.append(.escape)
        start(byte, into: &keys)
      }
      return
    }
    let isControlSequence = pending[1] == UInt8(ascii: "[")
    switch byte {
    case 0x20...0x3F where isControlSequence:
      if pending.count < Self.longestSequence { pending.append(byte) } else { isOverlong = true }
    case UInt8(ascii: "M") where isControlSequence && pending.count == 2:
      // `ESC [ M` is a mouse report's start, in the form before SGR: three bytes follow.
      pending = []
      legacyMouse = []
    case 0x40...0x7E:
      let parameters = String(decoding: pending.dropFirst(2), as: UTF8.self)
      let overlong = isOverlong
      pending = []
      isOverlong = false
      keys.append(
        overlong
          ? .unknown
          : isControlSequence
            ? Self.controlSequence(parameters, final: byte) : Self.singleShift(byte))
    default:
      // Not part of any sequence: the one begun was cut short, and this byte is a key.
      pending = []
      isOverlong = false
      keys.append(.unknown)
      start(byte, into: &keys)
    }
  }

  private mutating func continueCharacter(_ byte: UInt8, into keys: inout [TerminalKey]) {
    guard (0x80...0xBF).contains(byte) else {
      pending = []
      keys.append(.invalid)
      return start(byte, into: &keys)
    }
    pending.append(byte)
    let length = pending[0] < 0xE0 ? 2 : pending[0] < 0xF0 ? 3 : 4
    guard pending.count == length else { return }
    // Validation refuses what the lead byte alone cannot: overlong forms and surrogates.
    let scalar = String(validating: pending, as: UTF8.self)?.unicodeScalars.first
    pending = []
    keys.append(scalar.map(TerminalKey.text) ?? .invalid)
  }

  /// `ESC [ parameters final`: arrows and Home/End as `ESC [ A` or `ESC [ 1 ; 5 D` (with a
  /// modifier), the others as `ESC [ n ~`, and the mouse as `ESC [ < b ; x ; y M`.
  private static func controlSequence(_ parameters: String, final: UInt8) -> TerminalKey {
    if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return MouseEvent(sgr: parameters.dropFirst(), isPress: final == UInt8(ascii: "M"))
        .map(TerminalKey.mouse) ?? .unknown
    }
    if final == UInt8(ascii: "~") {
      switch parameters {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      case "200": return .pasteStarted
      case "201": return .pasteEnded
      default: return .unknown
      }
    }
    switch (parameters, final) {
    case ("", _), ("1", _): return singleShift(final)
    case ("1;3", UInt8(ascii: "D")), ("1;5", UInt8(ascii: "D")): return .wordLeft
    case ("1;3", UInt8(ascii: "C")), ("1;5", UInt8(ascii: "C")): return .wordRight
    default: return .unknown
    }
  }

  /// `ESC O final`, which also names the final bytes of `ESC [` arrows and Home/End.
  private static func singleShift(_ final: UInt8) -> TerminalKey {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: .unknown
    }
  }
}
