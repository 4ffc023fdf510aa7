/// Text as it may reach a person's screen: nothing that moves the cursor, recolours, reorders
/// or hides what follows.
///
/// Data comes from outside too (a link, a state file, a server), so one rule decides what is
/// escaped: control characters but tab, format characters, variation selectors, the Hangul
/// fillers, every default-ignorable code point, and the line and paragraph separators. The
/// zero-width joiners stay, for emoji and many scripts. A newline is escaped too, so data
/// cannot forge a line (one beginning `error:`); the tree escapes each line before joining.
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
    // Every other format character (Cf) and default-ignorable code point, assigned or not:
    // a terminal shows nothing for them.
    default:
      scalar.value >= 0xA0
        && (scalar.properties.generalCategory == .format
          || scalar.properties.isDefaultIgnorableCodePoint)
    }
  }

  /// Whether `scalar` after `previous` must never reach a screen as it is: as
  /// ``isInvisible(_:)``, but a variation selector after an emoji and a flag's tags are shown.
  /// `previous` is `nil` at the start and after an escaped scalar, so hidden tags stay escaped.
  public static func isInvisible(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool
  {
    guard let previous else { return isInvisible(scalar) }
    switch scalar.value {
    case 0xFE0E, 0xFE0F: return !previous.properties.isEmoji
    // Tags follow only the black flag or other tags, and only a subdivision code's digits and
    // letters or the cancel tag: no sentence spelled in tags hides behind a flag.
    case 0xE0030...0xE0039, 0xE0061...0xE007A, 0xE007F:
      return
        !(previous.value == 0x1F3F4 || (0xE0030...0xE0039).contains(previous.value)
        || (0xE0061...0xE007A).contains(previous.value))
    default: return isInvisible(scalar)
    }
  }

  /// The first scalar of `text` that must be escaped in its place, or `nil`.
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

  /// The most tags a flag's sequence holds: a subdivision code of up to six, and the cancel tag.
  static var longestTagRun: Int { 7 }

  private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
    (0xE0020...0xE007F).contains(scalar.value)
  }

  /// Whether `scalar` must be escaped after `previous` and `tags` tag characters shown.
  private static func isHidden(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, tags: Int
  )
    -> Bool
  {
    isInvisible(scalar, after: previous) || (isTag(scalar) && tags >= longestTagRun)
  }

  /// `text` with every invisible character written as `\u{XXXX}`, so what shows is what it holds.
  public static func escaped(_ text: String) -> String {
    // Most text is printable ASCII or tabs: its bytes are checked in place, undecoded.
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
