/// An array of a ``JSONTape`` read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: TapeDecoder
  /// The entry of the next element.
  private var position: Int

  let count: Int?
  private(set) var currentIndex = 0

  var codingPath: [any CodingKey] { [] }
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  init(decoder: TapeDecoder, array: Int) {
    self.decoder = decoder
    self.position = array + 1
    self.count = Int(decoder.tape[array].first)
  }

  /// The next element's entry, the container moved past it.
  private mutating func next() throws -> Int {
    guard !isAtEnd else { throw decoder.giveUp() }
    let index = position
    position = decoder.tape.next(after: index)
    currentIndex += 1
    return index
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw decoder.giveUp() }
    guard decoder.tape.isNull(at: position) else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.scalar(at: next()) { $0.bool(at: $1) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try decoder.scalar(at: next()) { $0.string(at: $1) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double { throw decoder.giveUp() }
  mutating func decode(_ type: Float.Type) throws -> Float { throw decoder.giveUp() }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private mutating func integer<T: FixedWidthInteger>() throws -> T {
    try decoder.scalar(at: next()) { $0.integer(at: $1) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decode(T.self, at: next())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try next()
    guard decoder.tape[index].kind == .object else { throw decoder.giveUp() }
    return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let index = try next()
    guard decoder.tape[index].kind == .array else { throw decoder.giveUp() }
    return TapeUnkeyedContainer(decoder: decoder, array: index)
  }

  mutating func superDecoder() throws -> any Decoder {
    throw decoder.giveUp()
  }
}
