/// An object of a ``JSONTape`` read by key: each lookup scans the object's keys, which for the
/// handful a state's objects hold is quicker than building a dictionary.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: TapeDecoder
  /// The object's entry.
  let object: Int

  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    var keys: [Key] = []
    var index = object + 1
    for _ in 0..<decoder.tape[object].first {
      if let name = decoder.tape.string(at: index), let key = Key(stringValue: name) {
        keys.append(key)
      }
      index = decoder.tape.next(after: index + 1)
    }
    return keys
  }

  /// The entry of `key`'s value, or `nil`. A key written twice, or with escapes, gives up:
  /// which of two Foundation takes is Foundation's to say.
  private func valueIndex(of key: Key) -> Int? {
    let tape = decoder.tape
    var name = key.stringValue
    return name.withUTF8 { wanted -> Int? in
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

  private func existing(_ key: Key) throws -> Int {
    guard let index = valueIndex(of: key) else { throw decoder.giveUp() }
    return index
  }

  func contains(_ key: Key) -> Bool {
    valueIndex(of: key) != nil
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.tape.isNull(at: try existing(key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.scalar(at: existing(key)) { $0.bool(at: $1) }
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.scalar(at: existing(key)) { $0.string(at: $1) }
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    throw decoder.giveUp()
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    throw decoder.giveUp()
  }

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

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decode(T.self, at: existing(key))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let index = valueIndex(of: key), !decoder.tape.isNull(at: index) else { return nil }
    return try decoder.decode(T.self, at: index)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try existing(key)
    guard decoder.tape[index].kind == .object else { throw decoder.giveUp() }
    return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let index = try existing(key)
    guard decoder.tape[index].kind == .array else { throw decoder.giveUp() }
    return TapeUnkeyedContainer(decoder: decoder, array: index)
  }

  func superDecoder() throws -> any Decoder {
    throw decoder.giveUp()
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw decoder.giveUp()
  }
}
