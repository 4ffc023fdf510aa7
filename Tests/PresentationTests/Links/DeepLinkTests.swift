import Presentation
import Testing

@Suite("DeepLink")
struct DeepLinkTests {
  static let example = "write a link as the app prints it, such as '/'"
  static let badValue =
    "the value of 'q' in the link is not in canonical percent-encoding: write letters, digits "
    + "and '-._~' as they are, and every other byte of its UTF-8 as %XX with capital hex digits"

  @Test("a link of names and values parses into its segments and prints back the same")
  func parsesAndPrints() throws {
    let link = try DeepLink(parsing: "/numbers/3/sheet=6")
    #expect(
      link.segments == [
        DeepLink.Segment("numbers"), DeepLink.Segment("3"), DeepLink.Segment("sheet", value: "6"),
      ])
    #expect(link.description == "/numbers/3/sheet=6")
  }

  @Test("'/' alone is the empty link, and the empty link prints as '/'")
  func rootLink() throws {
    #expect(try DeepLink(parsing: "/").segments.isEmpty)
    #expect(DeepLink().description == "/")
  }

  @Test("values with spaces, '/', '=', '%' and non-ASCII are percent-encoded in uppercase")
  func encodedValues() throws {
    let link = DeepLink([DeepLink.Segment("q", value: "a b/c=d%é~._-Z")])
    #expect(link.description == "/q=a%20b%2Fc%3Dd%25%C3%A9~._-Z")
    #expect(try DeepLink(parsing: link.description) == link)
  }

  @Test("control bytes are encoded with two hex digits")
  func encodedControlBytes() throws {
    let link = DeepLink([DeepLink.Segment("q", value: "\n\u{1}")])
    #expect(link.description == "/q=%0A%01")
    #expect(try DeepLink(parsing: "/q=%0A%01") == link)
  }

  @Test("an empty value is kept apart from no value")
  func emptyValue() throws {
    let link = try DeepLink(parsing: "/a=/b")
    #expect(link.segments == [DeepLink.Segment("a", value: ""), DeepLink.Segment("b")])
    #expect(link.description == "/a=/b")
  }

  @Test("dropFirst hands the rest to a child, and appending puts it back")
  func dropFirstAndAppending() throws {
    let link = try DeepLink(parsing: "/numbers/3/sheet=6")
    #expect(link.dropFirst.description == "/3/sheet=6")
    #expect(DeepLink().dropFirst == DeepLink())
    let head = DeepLink([DeepLink.Segment("numbers")])
    #expect(head.appending(link.dropFirst) == link)
  }

  @Test("a link must start with '/'")
  func noLeadingSlash() {
    #expect(throws: Refusal("a link starts with '/', but 'numbers' does not; \(Self.example)")) {
      try DeepLink(parsing: "numbers")
    }
    #expect(throws: Refusal("a link starts with '/', but '' does not; \(Self.example)")) {
      try DeepLink(parsing: "")
    }
  }

  @Test("an empty segment, in the middle or at the end, is refused by its position")
  func emptySegments() {
    let advice = "separate segments with one '/' and do not end a link with '/'"
    #expect(throws: Refusal("segment 2 of the link is empty; \(advice)")) {
      try DeepLink(parsing: "/a//b")
    }
    #expect(throws: Refusal("segment 1 of the link is empty; \(advice)")) {
      try DeepLink(parsing: "//")
    }
    #expect(throws: Refusal("segment 3 of the link is empty; \(advice)")) {
      try DeepLink(parsing: "/a/b/")
    }
  }

  @Test(
    "a name with uppercase, other characters or nothing at all is refused",
    arguments: [
      ("/Numbers", "Numbers"), ("/a_b", "a_b"), ("/=3", ""), ("/é", "é"), ("/a%20", "a%20"),
    ])
  func badNames(text: String, name: String) {
    let message =
      "'\(name)' in the link is not a segment name; names use lowercase letters, digits and '-'"
    #expect(throws: Refusal(message)) { try DeepLink(parsing: text) }
  }

  @Test("a long bad name is quoted by its first 40 characters")
  func longBadNameExcerpt() {
    let name = String(repeating: "X", count: 50)
    let message =
      "'\(String(repeating: "X", count: 40))...' in the link is not a segment name; "
      + "names use lowercase letters, digits and '-'"
    #expect(throws: Refusal(message)) { try DeepLink(parsing: "/" + name) }
  }

  @Test(
    "values that are not canonical percent-encoded UTF-8 are refused",
    arguments: [
      "/q=a b", "/q=c=d", "/q=%", "/q=%2", "/q=%G0", "/q=%2f", "/q=%c3%a9", "/q=%41", "/q=%7E",
      "/q=%2D", "/q=%FF", "/q=%C3", "/q=%C0%AF", "/q=é",
    ])
  func badValues(text: String) {
    #expect(throws: Refusal(Self.badValue)) { try DeepLink(parsing: text) }
  }

  @Test("a link as long as the app's longest is read, one byte more is refused before any work")
  func longestLink() throws {
    let longest = "/" + String(repeating: "a", count: 2_047)
    #expect(try DeepLink(parsing: longest, longest: 2_048).segments.count == 1)
    let message =
      "the link is 2049 bytes long, more than the 2048 of the longest this app prints; "
      + Self.example
    #expect(throws: Refusal(message)) { try DeepLink(parsing: longest + "a", longest: 2_048) }
    // Too long is reported first, even for text that is wrong in other ways.
    #expect(throws: Refusal(message)) {
      try DeepLink(parsing: "a" + String(repeating: "é", count: 1_024), longest: 2_048)
    }
  }

  @Test("a link's longest text is its segments, each with its slash; a value may triple")
  func longestText() {
    #expect(DeepLink.longestText(segments: 3, longestSegment: 5) == 18)
    #expect(DeepLink.longestText(segments: 0, longestSegment: 5) == 1)
    let value = "é~ /"
    let link = DeepLink([.init("q", value: value)]).description
    #expect(
      link.utf8.count - "/q=".utf8.count <= DeepLink.longestEncoding(ofBytes: value.utf8.count))
    #expect(DeepLink.longestEncoding(ofBytes: 4) == 12)
  }
}
