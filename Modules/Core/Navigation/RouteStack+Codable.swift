extension RouteStack {
  /// How many identities a decoded stack must leave before ``identityLimit`` (2^32): more
  /// arrivals than a session can make (at a million a second, over an hour), so that a file the
  /// app writes after restoring one always loads again.
  static var identityRoom: Int { 1 << 32 }
}

extension RouteStack: Codable where Screen: Codable {
  private enum CodingKeys: String, CodingKey {
    case nextID
    case routes
  }

  /// Decodes a stack and checks it is valid, so that a corrupt file cannot make a broken stack.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying what is wrong with the routes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let routes = try container.decode([IdentifiedRoute<Screen>].self, forKey: .routes)
    let nextID = try container.decode(RouteID.self, forKey: .nextID)
    // A stack read from a file must be able to go on: the app counts up from here, and a file
    // it writes must load again.
    let highest = Self.identityLimit - Self.identityRoom
    guard nextID.rawValue <= highest else {
      throw DecodingError.dataCorruptedError(
        forKey: .nextID, in: container,
        debugDescription:
          "the next identity \(nextID.rawValue) leaves too little room to count on below the "
          + "limit \(Self.identityLimit); give one of at most \(highest)")
    }
    do {
      try self.init(routes: routes, nextID: nextID)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the routes, bottom first, with their identities and the identity counter.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nextID, forKey: .nextID)
    try container.encode(routes, forKey: .routes)
  }
}
