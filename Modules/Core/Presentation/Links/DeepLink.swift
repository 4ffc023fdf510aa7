import ShownText

/// A path of segments from the app's root to a place in its navigation: `/numbers/3/sheet=6`.
/// Parsing is strict and printing canonical (`Docs/DeepLinks.md`), so a printed link parses back.
public struct DeepLink: Equatable, Sendable, CustomStringConvertible {
  /// One step of a link.
  public struct Segment: Equatable, Sendable {
    /// The step's name, as in `sheet`.
    public var name: String
    /// The step's value, as in `6`, decoded.
    public var value: String?

    /// A segment with a name and an optional value.
    public init(_ name: String, value: String? = nil) {
      self.name = name
      self.value = value
    }
  }

  /// The segments, outermost first.
  public var segments: [Segment]

  /// The most bytes a link of `segments` segments of at most `longestSegment` bytes takes.
  public static func longestText(segments: Int, longestSegment: Int) -> Int {
    max(1, segments * (1 + longestSegment))
  }

  /// The most bytes a value of `bytes` UTF-8 bytes takes once percent-encoded.
  public static func longestEncoding(ofBytes bytes: Int) -> Int {
    3 * bytes
  }

  /// A link made of these segments.
  public init(_ segments: [Segment] = []) {
    self.segments = segments
  }

  /// Reads a link of at most `longest` bytes (``Presentable/longestLink``), or says what is wrong.
  public init(parsing text: String, longest: Int = .max) throws(Refusal) {
    let example = "write a link as the app prints it, such as '/'"
    guard text.utf8.count <= longest else {
      throw Refusal(
        "the link is \(text.utf8.count) bytes long, more than the \(longest) of the longest "
          + "this app prints; \(example)")
    }
    guard text.first == "/" else {
      throw Refusal(
        "a link starts with '/', but '\(VisibleText.excerpt(text))' does not; \(example)")
    }
    guard text != "/" else {
      self.init()
      return
    }
    var segments: [Segment] = []
    for (offset, part) in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      .enumerated()
    {
      segments.append(try Self.segment(part, position: offset + 1))
    }
    self.init(segments)
  }

  /// The canonical text of the link.
  public var description: String {
    guard !segments.isEmpty else { return "/" }
    return segments.map { segment in
      "/" + segment.name + (segment.value.map { "=" + Self.encode($0) } ?? "")
    }.joined()
  }

  /// The link without its first segment: what a parent hands to the child that segment chose.
  public var dropFirst: DeepLink { DeepLink(Array(segments.dropFirst())) }

  /// This link with `other`'s segments after its own.
  public func appending(_ other: DeepLink) -> DeepLink {
    DeepLink(segments + other.segments)
  }

  private static func segment(_ part: Substring, position: Int) throws(Refusal) -> Segment {
    guard !part.isEmpty else {
      throw Refusal(
        "segment \(position) of the link is empty; separate segments with one '/' and "
          + "do not end a link with '/'")
    }
    let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(pieces[0])
    guard isSegmentName(name) else {
      throw Refusal(
        "'\(VisibleText.excerpt(name))' in the link is not a segment name; names use lowercase letters, "
          + "digits and '-'")
    }
    guard pieces.count == 2 else { return Segment(name) }
    guard let value = decode(pieces[1]) else {
      throw Refusal(
        "the value of '\(name)' in the link is not in canonical percent-encoding: write "
          + "letters, digits and '-._~' as they are, and every other byte of its UTF-8 as %XX "
          + "with capital hex digits")
    }
    return Segment(name, value: value)
  }

  /// Whether `name` can name a segment: lowercase letters, digits and '-', at least one.
  static func isSegmentName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isNameByte)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isNameByte(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
  }

  static func encode(_ value: String) -> String {
    var text = ""
    for byte in value.utf8 {
      if isUnreserved(byte) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += byte < 16 ? "%0\(hex)" : "%\(hex)"
      }
    }
    return text
  }

  /// The decoded value, or `nil` unless `text` is the one canonical encoding of UTF-8.
  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      if isUnreserved(byte) {
        bytes.append(byte)
        continue
      }
      guard byte == UInt8(ascii: "%"), let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      let decoded = high << 4 | low
      // An escaped unreserved byte has a shorter spelling; refusing it keeps links canonical.
      guard !isUnreserved(decoded) else { return nil }
      bytes.append(decoded)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension DeepLink.Segment: CustomStringConvertible {
  /// The segment as a link writes it, without its slash, as in `sheet=6`.
  public var description: String {
    name + (value.map { "=" + DeepLink.encode($0) } ?? "")
  }
}
