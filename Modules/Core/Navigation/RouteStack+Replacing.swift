extension RouteStack {
  /// Replaces the whole stack, root included, in one update.
  ///
  /// The longest bottom run of routes that keep their style and satisfy `isSameRoute(old, new)`
  /// keeps its identities, taking the new screens in place. Every later route gets a new
  /// identity, so whatever was tied to the routes that left can tell they are gone.
  /// - Throws: ``NavigationError/invalidRoutes(_:)`` when the routes do not form a stack;
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
      // In place: a copy put back would take a new history, and front ends would compare all.
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
  /// ``replace(with:keepingIdentityWhile:)``, but the routes that stay keep their screens too.
  ///
  /// What opening a deep link needs: a link names where to go, not what a screen holds, so
  /// opening the link of where the user already is must change nothing.
  @inlinable
  public mutating func replace(
    with newRoutes: [Route<Screen>],
    keepingScreensWhile isSameRoute: (Screen, Screen) -> Bool
  ) throws(NavigationError) {
    try replace(
      with: merging(newRoutes, keepingScreensWhile: isSameRoute),
      keepingIdentityWhile: isSameRoute)
  }

  /// `newRoutes` with the screens of the routes that stay taken from this stack: what
  /// ``replace(with:keepingScreensWhile:)`` would make, for a caller that needs it beforehand.
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
  /// ``replace(with:keepingIdentityWhile:)``, where bottom routes keep their identities while
  /// their style and screen are equal to the old ones.
  public mutating func replace(with newRoutes: [Route<Screen>]) throws(NavigationError) {
    try replace(with: newRoutes, keepingIdentityWhile: ==)
  }
}
