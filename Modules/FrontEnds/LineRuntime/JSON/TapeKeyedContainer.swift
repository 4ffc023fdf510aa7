/// An object of a ``JSONTape`` read by key: each lookup scans the object's keys, which for the
/// handful a state's objects hold is quicker than building a dictionary.
///
/// Keys are compared as ASCII bytes. Foundation compares them as Swift strings, which equate
/// canonically equivalent text, so a key beyond ASCII, in the object or asked for, gives up.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The decoder whose tape holds the object.
  let decoder: TapeDecoder
  /// The object's entry.
  let object: Int

  /// Not kept: an error here never reaches anyone, as Foundation then decodes again.
  var codingPath: [any CodingKey] { [] }

  /// The object's keys, in the order written. A key written twice gives up: Foundation keeps
  /// one of them.
  var allKeys: [Key] {
    let count = Int(decoder.tape[object].first)
    var keys: [Key] = []
    keys.reserveCapacity(count)
    var names: [String] = []
    // A state's objects have a few keys, looked through; a large dictionary's are hashed. An
    // enum's case is an object of one key, which nothing can repeat.
    var hashed: Set<String> = []
    var index = object + 1
    for _ in 0..<count {
      if let name = decoder.tape.string(at: index) {
        if count > 1 {
          let isRepeated =
            count > 8 ? !hashed.insert(name).inserted : names.contains(name)
          if isRepeated { _ = decoder.giveUp() }
          if count <= 8 { names.append(name) }
        }
        if let key = Key(stringValue: name) { keys.append(key) }
      }
      index = decoder.tape.next(after: index + 1)
    }
    return keys
  }

  /// The entry of `key`'s value, or `nil`. A key written twice, or beyond ASCII, gives up.
  private func valueIndex(of key: Key) -> Int? {
    let tape = decoder.tape
    var name = key.stringValue
    return name.withUTF8 { wanted -> Int? in
      guard wanted.allSatisfy({ $0 < 0x80 }) else {
        _ = decoder.giveUp()
        return nil
      }
      var found: Int?
      var index = object + 1
      for _ in 0..<tape[object].first {
        switch tape.string(at: index, equals: wanted) {
        case true?:
          if found != nil { _ = decoder.giveUp() }
          found = index + 1
        case false?: break
        case nil: _ = decoder.giveUp()
        }
        index = tape.next(after: index + 1)
      }
      return found
    }
  }

  /// The entry of `key`'s value, or a give-up when the object has none.
  private func existing(_ key: Key) throws -> Int {
    guard let index = valueIndex(of: key) else { throw decoder.giveUp() }
    return index
  }

  /// Whether the object has `key`.
  func contains(_ key: Key) -> Bool {
    valueIndex(of: key) != nil
  }

  /// Whether `key`'s value is `null`.
  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.tape.isNull(at: try existing(key))
  }

  /// `key`'s Boolean.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.scalar(at: existing(key)) { $0.bool(at: $1) }
  }

  /// `key`'s string.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.scalar(at: existing(key)) { $0.string(at: $1) }
  }

  /// Left to Foundation: no state holds one, and its rounding is Foundation's to say.
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    throw decoder.giveUp()
  }

  /// Left to Foundation, as a `Double` is.
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    throw decoder.giveUp()
  }

  /// Left to Foundation, which reads them its own way.
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    throw decoder.giveUp()
  }

  /// Left to Foundation, which reads them its own way.
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    throw decoder.giveUp()
  }

  // The fixed-width integers, each read exactly or given up.
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

  private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
    try decoder.scalar(at: existing(key)) { $0.integer(at: $1) }
  }

  /// `key`'s value, decoded by its own type.
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decode(T.self, at: existing(key))
  }

  /// `key`'s value, or `nil` when the key is missing or its value is `null`, as Foundation
  /// reads an optional; one lookup instead of the default's two.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let index = valueIndex(of: key), !decoder.tape.isNull(at: index) else { return nil }
    return try decoder.decode(T.self, at: index)
  }

  /// `key`'s object, read by other keys.
  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try existing(key)
    guard decoder.tape[index].kind == .object else { throw decoder.giveUp() }
    return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index))
  }

  /// `key`'s array.
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let index = try existing(key)
    guard decoder.tape[index].kind == .array else { throw decoder.giveUp() }
    return TapeUnkeyedContainer(decoder: decoder, array: index)
  }

  /// Left to Foundation: no state's type asks for one.
  func superDecoder() throws -> any Decoder {
    throw decoder.giveUp()
  }

  /// Left to Foundation: no state's type asks for one.
  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw decoder.giveUp()
  }
}
