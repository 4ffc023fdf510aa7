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
