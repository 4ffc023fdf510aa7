extension RouteStack {
  /// Checks that identities and styles, bottom to top, form a valid stack.
  static func validate(
    _ routes: some Sequence<(RouteID, RouteStyle)>,
    nextID: RouteID
  ) throws(NavigationError) {
    var previous: RouteID?
    var layerEmbedsNavigation = false
    for (position, (id, style)) in routes.enumerated() {
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
