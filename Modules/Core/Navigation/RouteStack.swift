/// A whole navigation state as a value: the root and the routes above it, bottom to top, each
/// with a stable ``RouteID``.
///
/// The root and each sheet or cover start a *presentation layer*; pushes join the layer below.
/// The top layer is the *current navigation*: `pop` works inside it, `dismiss` removes whole
/// layers, and `goBack` crosses them as a user's back does.
///
/// Everyday operations, such as ``push(_:file:line:)``, are a coordinator's own decisions:
/// they do not throw, and misuse stops a debug build. Input from outside goes through checked
/// operations, such as ``append(_:)``, which throw a ``NavigationError`` and change nothing.
public struct RouteStack<Screen> {
  /// The routes, root first; never empty.
  @inlinable public var routes: [IdentifiedRoute<Screen>] { entries }
  // Why the everyday operations are inlinable: Docs/Performance.md.

  /// The storage of `routes`, which only this module's operations change.
  @usableFromInline var entries: [IdentifiedRoute<Screen>]
  /// The identity the next route will get. Identities only count up.
  @inlinable public var nextID: RouteID { next }
  /// The storage of `nextID`, which only this module's operations change.
  @usableFromInline var next: RouteID
  /// Position of each route by identity, so that an action finds its route without a search.
  @usableFromInline var positions: [RouteID: Int]
  /// Positions of the routes that start a layer (the root, sheets and covers), ascending.
  @usableFromInline var layerStarts: [Int]
  /// The screens' changes in place, for ``routesChanged(since:)``: no part of the value.
  @usableFromInline var history = RouteHistory()

  /// A stack holding only its root, whose identity is `#0`.
  public init(root: Screen, embedsNavigation: Bool = true) {
    let route = IdentifiedRoute(
      id: RouteID(0), style: .root(embedsNavigation: embedsNavigation), screen: root)
    entries = [route]
    next = RouteID(1)
    positions = [route.id: 0]
    layerStarts = [0]
  }

  /// A stack from routes that already have identities, as a decoder or a plan makes them.
  /// - Throws: ``NavigationError/invalidRoutes(_:)`` unless the first route is the only root,
  ///   identities increase below `nextID` (at most ``identityLimit``), and pushes go only where
  ///   the layer embeds navigation; ``NavigationError/full(capacity:)`` beyond ``capacity``.
  @inlinable
  public init(routes: [IdentifiedRoute<Screen>], nextID: RouteID) throws(NavigationError) {
    try Self.validate(count: routes.count, nextID: nextID) { (routes[$0].id, routes[$0].style) }
    entries = routes
    next = nextID
    positions = Dictionary(uniqueKeysWithValues: routes.indices.lazy.map { (routes[$0].id, $0) })
    layerStarts = routes.indices.filter { routes[$0].style.startsLayer }
  }

  /// The first route, which no operation removes.
  public var root: IdentifiedRoute<Screen> { entries[0] }
  /// The route on screen.
  @inlinable public var top: IdentifiedRoute<Screen> { entries[entries.count - 1] }
  /// The number of routes, root included.
  @inlinable public var count: Int { entries.count }
  /// The number of presentation layers above the root layer: open sheets and covers.
  public var presentationCount: Int { layerStarts.count - 1 }
  /// The route that starts the current navigation: the top sheet or cover, or the root.
  public var currentNavigationRoot: IdentifiedRoute<Screen> { entries[currentLayerStart] }
  /// The number of routes pushed in the current navigation.
  public var pushCountInCurrentNavigation: Int { entries.count - 1 - currentLayerStart }
  /// Whether `push` would succeed: the current navigation embeds navigation.
  public var canPush: Bool { currentNavigationRoot.style.embedsNavigation }
  /// Whether a user's back has anything to remove.
  public var canGoBack: Bool { entries.count > 1 }

  /// The position of the route with this identity, in O(1).
  @inlinable
  public func position(of id: RouteID) -> Int? {
    if entries[entries.count - 1].id == id { return entries.count - 1 }
    return positions[id]
  }

  /// The route with this identity, if it is in the stack.
  @inlinable
  public subscript(id id: RouteID) -> IdentifiedRoute<Screen>? {
    position(of: id).map { entries[$0] }
  }

  /// Whether a route with this identity is in the stack.
  @inlinable
  public func contains(_ id: RouteID) -> Bool {
    position(of: id) != nil
  }

  /// Mutates the screen of the route with this identity in place, without copying it; `nil`
  /// when the route is gone. The change counts in ``routesChanged(since:)``.
  @inlinable
  public mutating func modifyScreen<Result>(
    id: RouteID,
    _ body: (inout Screen) throws -> Result
  ) rethrows -> Result? {
    guard let position = position(of: id) else { return nil }
    countChange(of: id)
    return try body(&entries[position].screen)
  }

  /// The position where the current navigation starts.
  @inlinable var currentLayerStart: Int { layerStarts[layerStarts.count - 1] }

  /// The positions where the layers start, the root's first.
  @inlinable var layerStartPositions: [Int] { layerStarts }

  /// Appends a route already known to be valid here, giving it the next identity.
  @discardableResult
  @inlinable
  mutating func appendValidated(_ route: Route<Screen>) -> RouteID {
    // A copy pushing apart gives its identities to other routes, so it needs its own history.
    history.separate()
    let id = nextID
    next = RouteID(id.rawValue + 1)
    positions[id] = entries.count
    if route.style.startsLayer { layerStarts.append(entries.count) }
    entries.append(IdentifiedRoute(id: id, style: route.style, screen: route.screen))
    return id
  }

  /// Removes routes from the top until `count` remain; `count` is at least 1.
  @inlinable
  mutating func truncate(toCount count: Int) {
    guard count < entries.count else { return }
    for route in entries[count...] { positions[route.id] = nil }
    while let last = layerStarts.last, last >= count { layerStarts.removeLast() }
    entries.removeSubrange(count...)
  }
}

extension RouteStack: Equatable where Screen: Equatable {
  /// Stacks are equal when their routes (identities included) and their next identity are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.nextID == rhs.nextID && lhs.entries == rhs.entries
  }
}

extension RouteStack: Hashable where Screen: Hashable {
  /// Hashes the routes and the next identity, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(nextID)
    hasher.combine(entries)
  }
}

extension RouteStack: Sendable where Screen: Sendable {}

extension RouteStack: CustomReflectable {
  /// The routes and the next identity, without the lookup tables, so dumps show the value.
  public var customMirror: Mirror {
    Mirror(self, children: ["routes": routes, "nextID": nextID], displayStyle: .struct)
  }
}
