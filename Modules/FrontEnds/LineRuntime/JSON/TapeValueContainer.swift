/// One value of a ``JSONTape``, read as the scalar its type asks for.
struct TapeValueContainer: SingleValueDecodingContainer {
  /// The decoder whose tape holds the value.
  let decoder: TapeDecoder
  /// The value's entry.
  let index: Int

  /// Not kept: an error here never reaches anyone, as Foundation then decodes again.
  var codingPath: [any CodingKey] { [] }

  /// Whether the value is `null`.
  func decodeNil() -> Bool {
    decoder.tape.isNull(at: index)
  }

  /// The value as a Boolean.
  func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.scalar(at: index) { $0.bool(at: $1) }
  }

  /// The value as a string.
  func decode(_ type: String.Type) throws -> String {
    try decoder.scalar(at: index) { $0.string(at: $1) }
  }

  // Left to Foundation: no state holds one, and their rounding or range is Foundation's to say.
  func decode(_ type: Double.Type) throws -> Double { throw decoder.giveUp() }
  func decode(_ type: Float.Type) throws -> Float { throw decoder.giveUp() }
  func decode(_ type: Int128.Type) throws -> Int128 { throw decoder.giveUp() }
  func decode(_ type: UInt128.Type) throws -> UInt128 { throw decoder.giveUp() }

  // The fixed-width integers, each read exactly or given up.
  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private func integer<T: FixedWidthInteger>() throws -> T {
    try decoder.scalar(at: index) { $0.integer(at: $1) }
  }

  /// The value, decoded by `T`'s own `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decode(T.self, at: index)
  }
}
