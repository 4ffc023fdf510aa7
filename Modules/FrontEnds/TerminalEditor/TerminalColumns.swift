/// How many columns of a terminal a character takes, as `wcwidth` counts them, in small: the
/// editor needs it to put the cursor under the right character.
///
/// Most characters take one column; East Asian wide and full-width characters and emoji take
/// two; a combining mark or a format character standing alone takes none, and a spacing mark
/// (a vowel sign such as Devanagari's U+093F) takes one of its own, as `wcwidth` counts it,
/// even within the character it joins. Terminals disagree
/// about a few others (ambiguous-width letters, emoji made of text symbols), which count as
/// one here, as most terminals draw them. Public for the full-screen front end, which lays
/// characters out in cells.
public enum TerminalColumns {
  /// The columns `character` takes.
  public static func width(of character: Character) -> Int {
    // Printable ASCII first: most lines are nothing else.
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
    // The terminal gives each spacing mark a column beside its base: 'कि' takes two.
    return character.unicodeScalars.dropFirst().reduce(1) { columns, scalar in
      scalar.properties.generalCategory == .spacingMark ? columns + 1 : columns
    }
  }

  /// The columns all of `characters` take.
  public static func width(of characters: some Sequence<Character>) -> Int {
    characters.reduce(0) { $0 + width(of: $1) }
  }

  /// The wide and full-width blocks of East Asian scripts (Unicode's East Asian Width W and F).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}
