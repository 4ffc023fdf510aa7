extension RouteStack {
  /// Pushes a screen onto the current navigation and returns its new identity.
  ///
  /// Where the top layer has no navigation (see ``canPush``), a debug build stops; a release
  /// build pushes nothing and returns the top route's identity.
  @discardableResult
  @inlinable
  public mutating func push(
    _ screen: Screen, file: StaticString = #fileID, line: UInt = #line
  ) -> RouteID {
    do {
      return try append(.push(screen), bounded: false)
    } catch {
      misuse(error, file: file, line: line)
      return top.id
    }
  }

  /// Pushes several screens in one update, bottom first, and returns their identities. All or
  /// nothing: where pushing fails, none is pushed, as ``push(_:file:line:)`` says.
  @discardableResult
  public mutating func push(
    contentsOf screens: some Sequence<Screen>, file: StaticString = #fileID, line: UInt = #line
  ) -> [RouteID] {
    do {
      return try append(contentsOf: screens.map(Route.push), bounded: false)
    } catch {
      misuse(error, file: file, line: line)
      return []
    }
  }

  /// Presents a screen as a sheet, on top of anything, and returns its identity. It starts a
  /// layer, where later pushes go when it `embedsNavigation`.
  @discardableResult
  @inlinable
  public mutating func presentSheet(_ screen: Screen, embedsNavigation: Bool = false) -> RouteID {
    appendValidated(.sheet(screen, embedsNavigation: embedsNavigation))
  }

  /// Presents a screen as a full-screen cover, as ``presentSheet(_:embedsNavigation:)`` does.
  @discardableResult
  public mutating func presentCover(_ screen: Screen, embedsNavigation: Bool = false) -> RouteID {
    appendValidated(.cover(screen, embedsNavigation: embedsNavigation))
  }

  /// Adds one route of any style on top and returns its identity: the checked way for input
  /// from outside, such as a deep link.
  /// - Throws: ``NavigationError/noNavigationToPushOnto(top:)`` for a push without navigation;
  ///   ``NavigationError/invalidRoutes(_:)`` for a second root;
  ///   ``NavigationError/full(capacity:)`` when the stack holds ``capacity`` routes.
  @discardableResult
  public mutating func append(_ route: Route<Screen>) throws(NavigationError) -> RouteID {
    try append(route, bounded: true)
  }

  /// Adds several routes of any style in one update, bottom first, and returns their
  /// identities. All or nothing: every route is checked before the first is added.
  /// - Throws: as ``append(_:)``, for the first route that would not be valid where it lands.
  @discardableResult
  public mutating func append(
    contentsOf newRoutes: [Route<Screen>]
  ) throws(NavigationError) -> [RouteID] {
    try append(contentsOf: newRoutes, bounded: true)
  }

  /// Adds one route, checking its style and, when `bounded`, the capacity.
  @inlinable
  mutating func append(_ route: Route<Screen>, bounded: Bool) throws(NavigationError) -> RouteID {
    try validateAppending(CollectionOfOne(route.style), bounded: bounded)
    return appendValidated(route)
  }

  /// Adds several routes, all or nothing, checking as ``append(_:bounded:)``.
  mutating func append(
    contentsOf newRoutes: [Route<Screen>], bounded: Bool
  ) throws(NavigationError) -> [RouteID] {
    try validateAppending(newRoutes.lazy.map(\.style), bounded: bounded)
    return newRoutes.map { appendValidated($0) }
  }

  /// Checks that routes of these styles can go on top, in order, without changing anything.
  @inlinable
  func validateAppending(
    _ styles: some Collection<RouteStyle>, bounded: Bool
  ) throws(NavigationError) {
    if bounded, styles.count > Self.capacity - count { throw .full(capacity: Self.capacity) }
    var layerStyle = currentNavigationRoot.style
    for style in styles {
      switch style {
      case .root:
        throw .invalidRoutes("a stack has one root; replace the stack to change it")
      case .push:
        guard layerStyle.embedsNavigation else { throw .noNavigationToPushOnto(top: layerStyle) }
      case .sheet, .cover:
        layerStyle = style
      }
    }
  }
}
