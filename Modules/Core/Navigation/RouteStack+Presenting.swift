extension RouteStack {
  /// Pushes a screen onto the current navigation and returns its new identity.
  ///
  /// Across presentations: the push lands in the top layer, on top of a sheet or cover when that
  /// presentation embeds navigation.
  /// - Throws: ``NavigationError/noNavigationToPushOnto(top:)`` when the top layer has no
  ///   navigation (see ``canPush``); ``NavigationError/full(capacity:)`` when the stack holds
  ///   ``RouteStack/capacity`` routes already.
  @discardableResult
  public mutating func push(_ screen: Screen) throws(NavigationError) -> RouteID {
    try append(.push(screen))
  }

  /// Pushes several screens in one update, bottom first, and returns their identities.
  ///
  /// All or nothing: when pushing is not possible, no screen is pushed.
  /// - Throws: as ``push(_:)`` does, when any of the screens could not be pushed.
  @discardableResult
  public mutating func push(
    contentsOf screens: some Sequence<Screen>
  ) throws(NavigationError)
    -> [RouteID]
  {
    try append(contentsOf: screens.map(Route.push))
  }

  /// Presents a screen as a sheet, starting a new layer, and returns its identity.
  ///
  /// Across presentations: a sheet can go on top of anything, including another presentation.
  /// With `embedsNavigation`, later pushes stack on top of it inside its layer.
  /// - Throws: ``NavigationError/full(capacity:)`` when the stack holds
  ///   ``RouteStack/capacity`` routes already.
  @discardableResult
  public mutating func presentSheet(
    _ screen: Screen, embedsNavigation: Bool = false
  ) throws(NavigationError) -> RouteID {
    try append(.sheet(screen, embedsNavigation: embedsNavigation))
  }

  /// Presents a screen as a full-screen cover, starting a new layer, and returns its identity.
  ///
  /// Across presentations: as ``presentSheet(_:embedsNavigation:)``.
  /// - Throws: ``NavigationError/full(capacity:)`` as ``presentSheet(_:embedsNavigation:)``.
  @discardableResult
  public mutating func presentCover(
    _ screen: Screen, embedsNavigation: Bool = false
  ) throws(NavigationError) -> RouteID {
    try append(.cover(screen, embedsNavigation: embedsNavigation))
  }

  /// Adds one route of any style on top and returns its identity.
  ///
  /// - Throws: ``NavigationError/noNavigationToPushOnto(top:)`` for a push where the top layer
  ///   has no navigation; ``NavigationError/invalidRoutes(_:)`` for a second root;
  ///   ``NavigationError/full(capacity:)`` when the stack is full.
  @discardableResult
  public mutating func append(_ route: Route<Screen>) throws(NavigationError) -> RouteID {
    try validateAppending(CollectionOfOne(route.style))
    return appendValidated(route)
  }

  /// Adds several routes in one update, bottom first, and returns their identities: pushes and
  /// presentations mixed, as a deep link needs them.
  ///
  /// All or nothing: the whole sequence is checked before the first route is added.
  /// - Throws: as ``append(_:)``, for the first route that would not be valid where it lands.
  @discardableResult
  public mutating func append(
    contentsOf newRoutes: [Route<Screen>]
  ) throws(NavigationError)
    -> [RouteID]
  {
    try validateAppending(newRoutes.lazy.map(\.style))
    return newRoutes.map { appendValidated($0) }
  }

  /// Checks that routes of these styles can go on top, in order, without changing anything.
  private func validateAppending(
    _ styles: some Collection<RouteStyle>
  ) throws(NavigationError) {
    guard styles.count <= Self.capacity - count else { throw .full(capacity: Self.capacity) }
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
