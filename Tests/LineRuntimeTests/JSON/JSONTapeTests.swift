import Foundation
import Testing

@testable import LineRuntime

/// The tape holds a document's values in order, each container knowing where it ends, and
/// reads only what JSON's grammar allows.
struct JSONTapeTests {
  func read(_ text: String, limit: Int = .max) -> JSONTape? {
    JSONTape(Array(text.utf8), limit: limit)
  }

  @Test func aContainerCountsItsChildrenAndEndsAfterItsSubtree() throws {
    let tape = try #require(read(#" {"a": [1, {"b": null}], "c": true} "#))
    #expect(tape[0].kind == .object)
    #expect(tape[0].first == 2)
    #expect(tape.next(after: 0) == tape.count)
    // The key "a", then its array: stepping over the array lands on the key "c".
    #expect(tape.string(at: 1) == "a")
    #expect(tape[2].kind == .array)
    #expect(tape[2].first == 2)
    #expect(tape.string(at: tape.next(after: 2)) == "c")
    #expect(tape.bool(at: tape.next(after: 2) + 1) == true)
  }

  @Test func emptyContainersAndScalarsAtTheTopAreDocuments() throws {
    #expect(try #require(read("[]"))[0].first == 0)
    #expect(try #require(read("{}")).next(after: 0) == 1)
    #expect(try #require(read(" 42 ")).integer(at: 0) == 42)
    #expect(try #require(read("null")).isNull(at: 0))
  }

  @Test(arguments: [
    "", " ", "[1,]", "{\"a\":1,}", "[01]", "[+1]", "[.5]", "[1.]", "[1e]", "[-]", "{a:1}",
    "{\"a\" 1}", "[1 2]", "[1] x", "[\"\\x\"]", "[\"\\u12\"]", "[\"\u{1}\"]", "[\"open]",
    "[tru]", "[nul]", "\u{FEFF}[1]", "[\"\\ud800\"]", "{\"a\":1",
  ])
  func whatJSONDoesNotAllowMakesNoTape(text: String) {
    #expect(read(text) == nil)
  }

  @Test func nestingDeeperThanFoundationReadsMakesNoTape() {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(read(deepest) != nil)
    #expect(read("[" + deepest + "]") == nil)
  }

  @Test("the tape's deepest nesting is Foundation's, so a toolchain that moves it shows here")
  func theDeepestNestingIsFoundations() {
    func nested(_ depth: Int) -> Data {
      Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
    let decoder = JSONDecoder()
    let deepest = JSONTape.deepest
    #expect((try? decoder.decode(JSONNestedArray.self, from: nested(deepest))) != nil)
    #expect((try? decoder.decode(JSONNestedArray.self, from: nested(deepest + 1))) == nil)
  }

  @Test func moreValuesThanTheLimitMakeNoTape() throws {
    // Two commas and the bracket: three, as the text check counts them.
    #expect(try #require(read("[1,2,3]", limit: 3)).structureCount == 3)
    #expect(read("[1,2,3]", limit: 2) == nil)
    #expect(read("{\"a\":1}", limit: 1) == nil)
  }

  @Test func stringsDecodeTheirEscapesAndPairedSurrogates() throws {
    let tape = try #require(read(#"["plain", "a\"b\\c\/d\n\t", "\u00e9\ud83d\ude00", "é"]"#))
    #expect(tape.string(at: 1) == "plain")
    #expect(tape.string(at: 2) == "a\"b\\c/d\n\t")
    #expect(tape.string(at: 3) == "é😀")
    #expect(tape.string(at: 4) == "é")
    #expect(tape.string(at: 1, equals: UnsafeBufferPointer(start: nil, count: 0)) == false)
  }

  @Test func integersAreReadExactlyOrNotAtAll() throws {
    let text = "[\(Int.max), \(Int.min), 9223372036854775808, -1, 255, 256, 1.5, 2e3]"
    let tape = try #require(read(text))
    #expect(tape.integer(at: 1, as: Int.self) == .max)
    #expect(tape.integer(at: 2, as: Int.self) == .min)
    #expect(tape.integer(at: 3, as: Int.self) == nil)
    #expect(tape.integer(at: 3, as: UInt64.self) == 9_223_372_036_854_775_808)
    #expect(tape.integer(at: 4, as: UInt.self) == nil)
    #expect(tape.integer(at: 5, as: UInt8.self) == 255)
    #expect(tape.integer(at: 6, as: UInt8.self) == nil)
    #expect(tape.integer(at: 7, as: Int.self) == nil)
    #expect(tape.hasFractions)
  }

  @Test func textThatIsNotUTF8MakesNoTape() {
    #expect(JSONTape([0x5B, 0x22, 0xC3, 0x22, 0x5D]) == nil)
    #expect(JSONTape([0x5B, 0x22, 0xC3, 0xA9, 0x22, 0x5D]) != nil)
  }
}

/// Lists inside lists, as deep as a document nests them.
private struct JSONNestedArray: Decodable {
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd { _ = try container.decode(JSONNestedArray.self) }
  }
}
