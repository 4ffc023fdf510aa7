/// A whole navigation state as a value: the root and every route pushed or presented above it,
/// bottom to top, each with a stable ``RouteID``.
///
/// The stack is a sequence of *presentation layers*. The root starts the first; every sheet or
/// cover starts another; pushes belong to the layer below them. The top layer is the *current
/// navigation*: `pop` works inside it, `dismiss` removes whole layers, and `goBack` does what a
/// user's back does, crossing layers as needed.
///
/// Everyday operations (``push(_:file:line:)``, ``presentSheet(_:embedsNavigation:)``,
/// ``pop(_:file:line:)``, ``dismiss(_:file:line:)``, ``goBack(_:file:line:)``) do not throw:
/// they are a coordinator's own decisions, and one asked where it cannot apply stops a debug
/// build. What comes from outside (``init(routes:nextID:)``, ``append(_:)``,
/// ``replace(with:keepingIdentityWhile:)``, ``apply(_:)``) is checked: a refused one throws a
/// ``NavigationError`` and leaves the stack as it was.
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

  /// A stack from routes that already have identities, as a decoder or a plan produces them.
  ///
  /// - Throws: ``NavigationError/invalidRoutes(_:)`` when the routes do not form a stack: the
  ///   first must be the root and no other; identities must increase and be below `nextID`,
  ///   which is at most 2^53 (so that counting on can never overflow, and JSON tools read it
  ///   exactly); pushes only where the layer below embeds navigation;
  ///   ``NavigationError/full(capacity:)`` for more than ``capacity`` routes.
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

  /// Mutates the screen of the route with this identity in place; `nil` when it is gone.
  ///
  /// The screen is reached through the stack's own storage, so a screen holding large state is
  /// not copied: this is the path every screen action takes. The change counts in the stack's
  /// history (``routesChanged(since:)``), whoever makes it.
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
    // A copy that pushes apart from the others gives its identities to other routes: its
    // revisions must not pass for theirs, as for a screen changed apart.
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
  /// The routes and the next identity: what makes the value, without the lookup tables, so
  /// that dumps and test diffs show only what can differ.
  public var customMirror: Mirror {
    Mirror(self, children: ["routes": routes, "nextID": nextID], displayStyle: .struct)
  }
}
