extension RouteStack {
  /// Replaces the whole stack, root included, in one update.
  ///
  /// Identities: the longest bottom run of routes that keep their style and for which
  /// `isSameRoute(old, new)` holds keeps its identities (those screens take their new values in
  /// place); every route after it gets a new identity, so whatever was tied to the routes that
  /// left (effects, pending actions) can tell they are gone.
  /// - Throws: ``NavigationError/invalidRoutes(_:)`` when the routes do not form a stack (the
  ///   first must be the root and the only root; pushes only where navigation is embedded);
  ///   ``NavigationError/full(capacity:)`` for more than ``capacity`` routes.
  @inlinable
  public mutating func replace(
    with newRoutes: [Route<Screen>],
    keepingIdentityWhile isSameRoute: (Screen, Screen) -> Bool
  ) throws(NavigationError) {
    try Self.validate(count: newRoutes.count, nextID: RouteID(newRoutes.count)) {
      (RouteID($0), newRoutes[$0].style)
    }
    var kept = 0
    while kept < min(routes.count, newRoutes.count), routes[kept].style == newRoutes[kept].style,
      isSameRoute(routes[kept].screen, newRoutes[kept].screen)
    {
      kept += 1
    }
    if kept == 0 {
      let root = IdentifiedRoute(id: nextID, style: newRoutes[0].style, screen: newRoutes[0].screen)
      self = try RouteStack(routes: [root], nextID: RouteID(nextID.rawValue + 1))
      kept = 1
    } else {
      // Changed in place, with nothing left to throw: a copy changed and put back would take a
      // history of its own, and a front end would compare every route.
      truncate(toCount: kept)
      for position in 0..<kept {
        countChange(of: entries[position].id)
        entries[position].screen = newRoutes[position].screen
      }
    }
    for route in newRoutes[kept...] { appendValidated(route) }
  }
}

extension RouteStack {
  /// Replaces the whole stack, and the bottom routes that stay keep their current screens too.
  ///
  /// Like ``replace(with:keepingIdentityWhile:)``, except that the routes that keep their
  /// identity also keep their screen values. This is what opening a deep link needs: a link
  /// names where to go, not everything a screen holds, so opening the link of where the user
  /// already is must change nothing.
  @inlinable
  public mutating func replace(
    with newRoutes: [Route<Screen>],
    keepingScreensWhile isSameRoute: (Screen, Screen) -> Bool
  ) throws(NavigationError) {
    try replace(
      with: merging(newRoutes, keepingScreensWhile: isSameRoute),
      keepingIdentityWhile: isSameRoute)
  }

  /// `newRoutes`, with the screens of the bottom run of routes that stay (the same style, and
  /// `isSameRoute`) taken from this stack: what ``replace(with:keepingScreensWhile:)`` makes
  /// the stack, for a caller that must know it before the change, such as one that opens the
  /// rest of a link in the screen on top.
  @inlinable
  public func merging(
    _ newRoutes: [Route<Screen>], keepingScreensWhile isSameRoute: (Screen, Screen) -> Bool
  ) -> [Route<Screen>] {
    var merged = newRoutes
    for position in merged.indices {
      guard position < routes.count, routes[position].style == merged[position].style,
        isSameRoute(routes[position].screen, merged[position].screen)
      else { break }
      merged[position].screen = routes[position].screen
    }
    return merged
  }
}

extension RouteStack where Screen: Equatable {
  /// Replaces the whole stack, keeping the identities of the bottom routes that are unchanged.
  ///
  /// See ``replace(with:keepingIdentityWhile:)``; here a route keeps its identity while its
  /// style and screen are both equal to the old ones.
  public mutating func replace(with newRoutes: [Route<Screen>]) throws(NavigationError) {
    try replace(with: newRoutes, keepingIdentityWhile: ==)
  }
}
