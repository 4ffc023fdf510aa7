import Foundation

/// Decodes a value from JSON read into a ``JSONTape``: the state file's fast path, which
/// Foundation's `JSONDecoder` backs up.
///
/// Foundation's decoder builds a dictionary for every object and tracks the coding path of
/// every value, which made three quarters of a 10,000-route start. This one reads objects by
/// scanning their few keys, and keeps no path. It reads only what Foundation reads alike: at the
/// first doubt (a key missing, a type that does not match, a number out of range, a type
/// Foundation decodes its own way) it gives up, and the caller decodes with Foundation, whose
/// result or error is then the answer. So a value decoded here is the one Foundation would give.
final class TapeDecoder: Decoder {
  /// Why the fast path gave up; never shown, since Foundation then decodes the same bytes.
  struct GaveUp: Error {}

  /// The document, read.
  let tape: JSONTape
  /// The entry the next container is made of.
  var current = 0
  /// Whether any step gave up or any value's own decoding threw: a value that caught such an
  /// error (and kept it as its own) is decoded again by Foundation all the same.
  private(set) var gaveUp = false

  /// Not kept: an error here never reaches anyone, as Foundation then decodes again.
  var codingPath: [any CodingKey] { [] }
  /// None, as a `JSONDecoder` made afresh has none.
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// A decoder of `tape`, at its first value.
  init(tape: JSONTape) {
    self.tape = tape
  }

  /// `type` decoded from `data`: here when this decoder reads it whole, from `tape` when the
  /// caller already read it into one, and otherwise by Foundation's decoder, which throws what
  /// it finds wrong.
  static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, tape: JSONTape? = nil
  ) throws -> T {
    if let tape = tape ?? JSONTape(data) {
      let decoder = TapeDecoder(tape: tape)
      if let value = try? decoder.decode(T.self, at: 0), !decoder.gaveUp { return value }
    }
    return try JSONDecoder().decode(T.self, from: data)
  }

  /// Marks the attempt as given up, and returns the error to throw.
  func giveUp() -> GaveUp {
    gaveUp = true
    return GaveUp()
  }

  /// The value at entry `index`, decoded by its own `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
    // Foundation decodes these its own way (base64, a string, a number), not as their own
    // `Decodable` says.
    if T.self == Data.self || T.self == Date.self || T.self == URL.self
      || T.self == Decimal.self
    {
      throw giveUp()
    }
    let outer = current
    current = index
    defer { current = outer }
    do {
      return try T(from: self)
    } catch {
      gaveUp = true
      throw error
    }
  }

  /// The current value as an object.
  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard tape[current].kind == .object else { throw giveUp() }
    return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self, object: current))
  }

  /// The current value as an array.
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard tape[current].kind == .array else { throw giveUp() }
    return TapeUnkeyedContainer(decoder: self, array: current)
  }

  /// The current value as a scalar.
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    TapeValueContainer(decoder: self, index: current)
  }

  /// The scalar at `index` read by `read`, or a give-up when it is not of that kind.
  func scalar<T>(at index: Int, _ read: (JSONTape, Int) -> T?) throws -> T {
    guard let value = read(tape, index) else { throw giveUp() }
    return value
  }
}
