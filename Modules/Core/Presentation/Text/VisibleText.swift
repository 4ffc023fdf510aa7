/// Text as it may reach a person's screen: nothing that moves the cursor, recolours, reorders
/// or hides what follows.
///
/// Screens show what the data holds, and data comes from outside too (a link, a state file, a
/// fact from a server), so one rule decides what is shown as it is and what is shown escaped:
/// control characters (C0 and C1, but for tab), every format character (bidirectional marks,
/// overrides and isolates, the zero-width space, the soft hyphen, the word joiner, the
/// byte-order mark, tag characters), variation selectors, the Hangul fillers and every other
/// default-ignorable code point, assigned or not, and the line and paragraph separators. The zero-width joiners stay:
/// emoji sequences and many scripts need them. A newline is escaped too: the runtime writes line by line, so a newline held in data
/// would start a line the data forged (one beginning `error:`, say); text that is several
/// lines on purpose, such as the tree, escapes each line's data before joining them.
public enum VisibleText {
  /// Whether `scalar` must never reach a screen as it is.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    // Not U+200C and U+200D, the joiners that emoji sequences and many scripts need.
    case 0x200C, 0x200D: false
    case 0x2028, 0x2029: true
    // Variation selectors, the combining grapheme joiner, Khmer's inherent vowels and the
    // Hangul fillers show nothing of their own, so they could hide or disguise what follows.
    case 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFE00...0xFE0F, 0xFFA0,
      0xE0100...0xE01EF:
      true
    // Every other format character (Cf): bidirectional marks and isolates, the zero-width
    // space, the soft hyphen, the word joiner, U+180E, the byte-order mark, the interlinear
    // annotation marks and the tag characters among them.
    // Every other format character (Cf) and every default-ignorable code point, assigned or
    // not (the Mongolian variation selectors, U+2065, U+FFF0 to U+FFF8, the rest of the tag
    // block): a terminal shows nothing for them.
    default:
      scalar.value >= 0xA0
        && (scalar.properties.generalCategory == .format
          || scalar.properties.isDefaultIgnorableCodePoint)
    }
  }

  /// Whether `scalar`, after `previous`, must never reach a screen as it is: as
  /// ``isInvisible(_:)`` says, but for a variation selector after an emoji (`❤️`, `1️⃣`) and
  /// the tag characters of a flag's tag sequence (the flag of England: the black flag, then
  /// tags), which are part of what the emoji shows.
  ///
  /// `previous` is the scalar shown before, or `nil` at the start and after an escaped one,
  /// so that tags hidden after a digit are escaped one and all.
  public static func isInvisible(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool
  {
    guard let previous else { return isInvisible(scalar) }
    switch scalar.value {
    case 0xFE0E, 0xFE0F: return !previous.properties.isEmoji
    // Only the waving black flag starts a tag sequence, and only a subdivision's code (tag
    // digits and lowercase letters) and the cancel tag follow it: nothing that spells a
    // sentence in tags hides behind a flag.
    case 0xE0030...0xE0039, 0xE0061...0xE007A, 0xE007F:
      return
        !(previous.value == 0x1F3F4 || (0xE0030...0xE0039).contains(previous.value)
        || (0xE0061...0xE007A).contains(previous.value))
    default: return isInvisible(scalar)
    }
  }

  /// The first scalar of `text` that must never reach a screen as it is, in its place
  /// (``isInvisible(_:after:)``), or `nil`.
  public static func firstInvisible(in text: String) -> Unicode.Scalar? {
    var previous: Unicode.Scalar?
    var tags = 0
    for scalar in text.unicodeScalars {
      if isHidden(scalar, after: previous, tags: tags) { return scalar }
      previous = scalar
      tags = isTag(scalar) ? tags + 1 : 0
    }
    return nil
  }

  /// The most tag characters a flag's sequence holds: a subdivision's code of up to six, and
  /// the cancel tag.
  static var longestTagRun: Int { 7 }

  /// Whether `scalar` is a tag character.
  private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
    (0xE0020...0xE007F).contains(scalar.value)
  }

  /// Whether `scalar` must be escaped in its place: after `previous`, shown, and `tags` tag
  /// characters shown just before it.
  private static func isHidden(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, tags: Int
  )
    -> Bool
  {
    isInvisible(scalar, after: previous) || (isTag(scalar) && tags >= longestTagRun)
  }

  /// `text` with every invisible character written out as `\u{XXXX}`, so that what a person
  /// sees is what the data holds.
  public static func escaped(_ text: String) -> String {
    // Most text is printable ASCII or tabs, which is shown as it is, its bytes read in place
    // without decoding scalars.
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 }
    }
    if plain == true { return text }
    guard firstInvisible(in: text) != nil else { return text }
    var shown = ""
    var previous: Unicode.Scalar?
    var tags = 0
    for scalar in text.unicodeScalars {
      if isHidden(scalar, after: previous, tags: tags) {
        shown += "\\u{\(code(scalar))}"
        previous = nil
        tags = 0
      } else {
        shown.unicodeScalars.append(scalar)
        previous = scalar
        tags = isTag(scalar) ? tags + 1 : 0
      }
    }
    return shown
  }

  /// The scalar's code point in at least four upper-case hexadecimal digits, as in `001B`.
  public static func code(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
