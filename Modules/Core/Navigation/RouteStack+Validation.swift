extension RouteStack {
  /// The largest identity counter a stack accepts from outside (2^53): far below `Int.max`,
  /// so counting on never overflows, and exact in every JSON tool.
  public static var identityLimit: Int { 1 << 53 }

  /// The most routes a stack holds: deeper than any interface goes, yet a bound on what a
  /// stack sizes, such as the longest deep link an app prints and must read.
  public static var capacity: Int { 10_000 }

  /// Checks that identities and styles, bottom to top, form a valid stack; routes are read by
  /// position, so that any storage can be checked.
  @usableFromInline
  static func validate(
    count: Int,
    nextID: RouteID,
    route: (Int) -> (id: RouteID, style: RouteStyle)
  ) throws(NavigationError) {
    guard nextID.rawValue <= identityLimit else {
      throw .invalidRoutes(
        "next identity \(nextID) is above the limit \(identityLimit), where counting on could "
          + "overflow; give a next identity of at most \(identityLimit)")
    }
    guard count <= capacity else { throw .full(capacity: capacity) }
    var previous: RouteID?
    var layerEmbedsNavigation = false
    for position in 0..<count {
      let (id, style) = route(position)
      if position == 0 {
        guard case .root = style else {
          throw .invalidRoutes("the first route is a \(style); a stack starts with its root")
        }
      } else if case .root = style {
        throw .invalidRoutes("route \(id) at position \(position) is a root; only the first is")
      }
      if case .push = style, !layerEmbedsNavigation {
        throw .invalidRoutes(
          "route \(id) is pushed where the layer below has no navigation; "
            + "embed navigation in the sheet or cover under it")
      }
      if style.startsLayer { layerEmbedsNavigation = style.embedsNavigation }
      if let previous, id <= previous {
        throw .invalidRoutes("identity \(id) follows \(previous); identities must increase")
      }
      guard id < nextID, id.rawValue >= 0 else {
        throw .invalidRoutes("identity \(id) is not in 0..<\(nextID.rawValue) (the next identity)")
      }
      previous = id
    }
    guard previous != nil else {
      throw .invalidRoutes("there are no routes; a stack has at least its root")
    }
  }
}
