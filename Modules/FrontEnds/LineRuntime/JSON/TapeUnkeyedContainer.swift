/// An array of a ``JSONTape`` read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  /// The decoder whose tape holds the array.
  let decoder: TapeDecoder
  /// The entry of the next element.
  private var position: Int

  /// How many elements the array holds.
  let count: Int?
  /// How many elements were read.
  private(set) var currentIndex = 0

  /// Not kept: an error here never reaches anyone, as Foundation then decodes again.
  var codingPath: [any CodingKey] { [] }
  /// Whether every element was read.
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// The array at entry `array`, read from its first element.
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

  /// Whether the next element is `null`, moving past it only when it is, as Foundation does.
  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw decoder.giveUp() }
    guard decoder.tape.isNull(at: position) else { return false }
    _ = try next()
    return true
  }

  /// The next element's Boolean.
  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.scalar(at: next()) { $0.bool(at: $1) }
  }

  /// The next element's string.
  mutating func decode(_ type: String.Type) throws -> String {
    try decoder.scalar(at: next()) { $0.string(at: $1) }
  }

  // Left to Foundation: no state holds one, and their rounding or range is Foundation's to say.
  mutating func decode(_ type: Double.Type) throws -> Double { throw decoder.giveUp() }
  mutating func decode(_ type: Float.Type) throws -> Float { throw decoder.giveUp() }
  mutating func decode(_ type: Int128.Type) throws -> Int128 { throw decoder.giveUp() }
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 { throw decoder.giveUp() }

  // The fixed-width integers, each read exactly or given up.
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

  /// The next element, decoded by its own type.
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decode(T.self, at: next())
  }

  /// The next element's object.
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try next()
    guard decoder.tape[index].kind == .object else { throw decoder.giveUp() }
    return KeyedDecodingContainer(TapeKeyedContainer<NestedKey>(decoder: decoder, object: index))
  }

  /// The next element's array.
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let index = try next()
    guard decoder.tape[index].kind == .array else { throw decoder.giveUp() }
    return TapeUnkeyedContainer(decoder: decoder, array: index)
  }

  /// Left to Foundation: no state's type asks for one.
  mutating func superDecoder() throws -> any Decoder {
    throw decoder.giveUp()
  }
}
