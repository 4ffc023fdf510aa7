public import Navigation
public import Presentation

/// A stack saved as its link: the root whole, then one segment per route above it, and whole
/// only the screens their segment does not give back. How a state file keeps a coordinator's
/// state: the link is the state's own readable form, and reading it back is the check a load
/// runs anyway.
///
/// ```json
/// {"root": {"id": 0, "screen": {...}, "style": "root+navigation"}, "link": "/sheet=3/6",
///  "ids": [{"from": 1, "count": 2}], "screens": [], "nextID": 3}
/// ```
public struct LinkedRoutes<Screen> {
  /// Identities counting up by one, from `from`: routes pushed in a row.
  public struct IdentityRun: Codable, Equatable, Sendable {
    /// The first identity.
    public var from: Int
    /// How many identities follow from it, `from` included.
    public var count: Int

    /// `count` identities from `from`.
    public init(from: Int, count: Int) {
      self.from = from
      self.count = count
    }
  }

  /// A screen its segment does not give back (a fact fetched, a text typed), saved whole.
  public struct WholeScreen {
    /// The route's position in the stack; the root is at 0 and saved whole apart.
    public var at: Int
    /// The screen.
    public var screen: Screen

    /// The screen of the route at position `at`.
    public init(at: Int, screen: Screen) {
      self.at = at
      self.screen = screen
    }
  }

  /// The first route, whole.
  public var root: IdentifiedRoute<Screen>
  /// One segment per route above the root.
  public var link: DeepLink
  /// The identities of the routes above the root, bottom first.
  public var ids: [IdentityRun]
  /// The screens above the root that their segment does not give back, bottom first.
  public var screens: [WholeScreen]
  /// The stack's identity counter.
  public var nextID: RouteID

  /// A stack's routes as their link says them.
  public init(
    root: IdentifiedRoute<Screen>, link: DeepLink, ids: [IdentityRun], screens: [WholeScreen],
    nextID: RouteID
  ) {
    self.root = root
    self.link = link
    self.ids = ids
    self.screens = screens
    self.nextID = nextID
  }
}

extension LinkedRoutes.WholeScreen: Codable where Screen: Codable {}

extension LinkedRoutes: Codable where Screen: Codable {
  private enum Key: String, CodingKey {
    case root, link, ids, screens, nextID
  }

  /// Reads a saved stack, refusing a link of more segments than a stack holds routes before
  /// its segments are made: a file's one long string could otherwise take gigabytes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let text = try container.decode(String.self, forKey: .link)
    let segments = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
    guard segments <= RouteStack<Screen>.capacity else {
      throw DecodingError.dataCorruptedError(
        forKey: .link, in: container,
        debugDescription: "the link has \(segments) segments, more than the "
          + "\(RouteStack<Screen>.capacity) routes a stack holds")
    }
    do throws(Refusal) {
      link = try DeepLink(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .link, in: container, debugDescription: error.message)
    }
    root = try container.decode(IdentifiedRoute<Screen>.self, forKey: .root)
    ids = try container.decode([IdentityRun].self, forKey: .ids)
    screens = try container.decode([WholeScreen].self, forKey: .screens)
    nextID = try container.decode(RouteID.self, forKey: .nextID)
  }

  /// Writes the stack as its fields, the link as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(root, forKey: .root)
    try container.encode(link, forKey: .link)
    try container.encode(ids, forKey: .ids)
    try container.encode(screens, forKey: .screens)
    try container.encode(nextID, forKey: .nextID)
  }
}
extension LinkedRoutes.WholeScreen: Sendable where Screen: Sendable {}
extension LinkedRoutes: Sendable where Screen: Sendable {}
