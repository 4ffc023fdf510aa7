public import Navigation

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
extension LinkedRoutes: Codable where Screen: Codable {}
extension LinkedRoutes.WholeScreen: Sendable where Screen: Sendable {}
extension LinkedRoutes: Sendable where Screen: Sendable {}
