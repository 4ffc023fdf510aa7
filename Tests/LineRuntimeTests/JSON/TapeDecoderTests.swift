import Foundation
import Testing

@testable import LineRuntime

/// The tape decoder gives what Foundation's decoder gives for the same bytes, value or error,
/// and gives up to it at any doubt.
struct TapeDecoderTests {
  enum Fact: Codable, Equatable {
    case notRequested
    case loaded(String, count: Int)
  }

  enum Style: String, Codable {
    case push, sheet
  }

  struct Sample: Codable, Equatable {
    var name: String
    var number: Int
    var small: UInt8
    var flag: Bool
    var fact: Fact
    var style: Style
    var optional: Int?
    var list: [Int]
    var table: [String: Int]
    var nested: [[Fact]]
  }

  static let sample = Sample(
    name: "a \"b\" é 😀", number: -42, small: 200, flag: true,
    fact: .loaded("seven", count: 7), style: .sheet, optional: nil, list: [1, 2, 3],
    table: ["x": 1], nested: [[.notRequested], []])

  /// Whether the tape decoder read `data` itself, without Foundation.
  func readsItself<T: Decodable>(_ type: T.Type, _ data: Data) -> Bool {
    guard let tape = JSONTape([UInt8](data)) else { return false }
    let decoder = TapeDecoder(tape: tape)
    return (try? decoder.decode(T.self, at: 0)) != nil && !decoder.gaveUp
  }

  /// Expects both decoders to give `data` the same value, or errors with the same description.
  func expectAlike(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
    let foundation = Result { try JSONDecoder().decode(Sample.self, from: data) }
    let tape = Result { try TapeDecoder.decode(Sample.self, from: data) }
    let text = String(decoding: data, as: UTF8.self)
    switch (foundation, tape) {
    case (.success(let expected), .success(let found)):
      #expect(found == expected, "\(text)", sourceLocation: sourceLocation)
    case (.failure(let expected), .failure(let found)):
      #expect("\(found)" == "\(expected)", "\(text)", sourceLocation: sourceLocation)
    default:
      Issue.record(
        "Foundation gave \(foundation), the tape decoder \(tape), for \(text)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func aValueFoundationWroteIsReadWithoutFoundation() throws {
    let data = try JSONEncoder().encode(Self.sample)
    #expect(readsItself(Sample.self, data))
    #expect(try TapeDecoder.decode(Sample.self, from: data) == Self.sample)
  }

  /// Each variant of a document, valid or not, is decoded alike by both: the same value, or
  /// an error with the same description.
  @Test func everyVariantOfADocumentDecodesAsFoundationDecodesIt() throws {
    let text = String(decoding: try JSONEncoder().encode(Self.sample), as: UTF8.self)
    var variants = [
      text,
      text.replacingOccurrences(of: "-42", with: "-42.0"),
      text.replacingOccurrences(of: "200", with: "300"),
      text.replacingOccurrences(of: "\"flag\":true", with: "\"flag\":1"),
      text.replacingOccurrences(of: "\"sheet\"", with: "\"cover\""),
      text.replacingOccurrences(of: "\"optional\":null,", with: ""),
      text.replacingOccurrences(of: "\"number\":-42", with: "\"number\":-42,\"number\":5"),
      text.replacingOccurrences(of: "\"name\"", with: "\"n\\u0061me\""),
      text.replacingOccurrences(of: "{\"notRequested\":{}}", with: "{}"),
      text.replacingOccurrences(of: "[1,2,3]", with: "[1,null,3]"),
      text.replacingOccurrences(of: "\"list\"", with: "\"list\":[],\"extra\""),
      text + " ", "[" + text + "]", String(text.dropLast()),
    ]
    // Keys written twice, or alike only as Swift strings are (composed and decomposed).
    variants.append(text.replacingOccurrences(of: "\"x\":1", with: "\"x\":1,\"x\":2"))
    variants.append(
      text.replacingOccurrences(of: "\"x\":1", with: "\"\u{E9}\":1,\"e\u{301}\":2"))
    variants.append(
      text.replacingOccurrences(
        of: "{\"notRequested\":{}}", with: "{\"notRequested\":{},\"notRequested\":{}}"))
    for variant in variants {
      expectAlike(Data(variant.utf8))
    }
  }

  /// Bytes of the sample changed at random, a seeded thousand times: whatever the damage,
  /// both decoders agree.
  @Test func damagedDocumentsDecodeAsFoundationDecodesThem() throws {
    let original = [UInt8](try JSONEncoder().encode(Self.sample))
    let alphabet = Array("{}[]:,\"\\ -0123456789.eEtrufalsn_u00e9".utf8)
    var generator = SplitMix(seed: 38)
    for _ in 0..<1_000 {
      var bytes = original
      for _ in 0...generator.next(below: 3) {
        let position = generator.next(below: bytes.count)
        let byte = alphabet[generator.next(below: alphabet.count)]
        switch generator.next(below: 3) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
      }
      expectAlike(Data(bytes))
    }
  }

  @Test func aKeyEqualToTheCodingKeyOnlyAsASwiftStringIsLeftToFoundation() throws {
    struct Measured: Decodable, Equatable {
      var kelvin: Int?
      enum CodingKeys: String, CodingKey { case kelvin = "K" }
    }
    // The Kelvin sign, canonically the letter K.
    let data = Data("{\"\u{212A}\": 3}".utf8)
    #expect(!readsItself(Measured.self, data))
    let foundation = Result { try JSONDecoder().decode(Measured.self, from: data) }
    let tape = Result { try TapeDecoder.decode(Measured.self, from: data) }
    #expect("\(tape)" == "\(foundation)")
  }

  @Test func typesFoundationDecodesItsOwnWayAreLeftToIt() throws {
    struct Stamped: Codable, Equatable {
      var bytes: Data
      var address: URL
    }
    let value = Stamped(bytes: Data([1, 2, 3]), address: URL(string: "https://example.com")!)
    let data = try JSONEncoder().encode(value)
    #expect(!readsItself(Stamped.self, data))
    #expect(try TapeDecoder.decode(Stamped.self, from: data) == value)
  }

  @Test func anErrorAValueKeepsAsItsOwnStillSendsTheDecodingToFoundation() throws {
    /// Keeps its field's error instead of throwing it, as the state file's header reading does.
    struct Lenient: Decodable {
      var number: Int?
      var error: String?
      enum CodingKeys: CodingKey { case number }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do { number = try container.decode(Int.self, forKey: .number) } catch {
          self.error = "\(error)"
        }
      }
    }
    let data = Data(#"{"number": "seven"}"#.utf8)
    #expect(!readsItself(Lenient.self, data))
    let decoded = try TapeDecoder.decode(Lenient.self, from: data)
    // Foundation's own error, with its coding path, not the tape decoder's.
    #expect(decoded.error?.contains("number") == true)
  }
}

/// A small seeded generator, so that a failure names a case that comes back.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
  }
}
