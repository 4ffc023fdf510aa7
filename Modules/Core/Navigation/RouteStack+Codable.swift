extension RouteStack {
  /// The identities a decoded stack keeps free below ``identityLimit`` (2^32): more than a
  /// session uses, so a file the app writes after restoring one always loads again.
  @usableFromInline static var identityRoom: Int { 1 << 32 }

  /// A stack read from a file: checked, then renumbered from 0 when its counter is within
  /// 2^32 of ``identityLimit``. Safe, as identities only matter within one run.
  /// - Throws: what ``init(routes:nextID:)`` throws.
  @inlinable
  public init(restoring routes: [IdentifiedRoute<Screen>], nextID: RouteID) throws(NavigationError)
  {
    try self.init(routes: routes, nextID: nextID)
    guard nextID.rawValue > Self.identityLimit - Self.identityRoom else { return }
    let renumbered = routes.enumerated().map { position, route in
      IdentifiedRoute(id: RouteID(position), style: route.style, screen: route.screen)
    }
    try self.init(routes: renumbered, nextID: RouteID(routes.count))
  }
}

extension RouteStack: Codable where Screen: Codable {
  private enum CodingKeys: String, CodingKey {
    case nextID
    case routes
  }

  /// Decodes a stack, checked so that a corrupt file cannot make a broken one.
  /// - Throws: `DecodingError.dataCorrupted` saying what is wrong with the routes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let routes = try container.decode([IdentifiedRoute<Screen>].self, forKey: .routes)
    let nextID = try container.decode(RouteID.self, forKey: .nextID)
    do {
      try self.init(restoring: routes, nextID: nextID)
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
