extension RouteStack {
  /// Applies a plan's transitions in order, as a renderer would, all or nothing.
  ///
  /// Applying `source.plan(to: target)` to `source` gives `target`, identities included.
  /// - Throws: ``NavigationError/planDoesNotFit(_:)`` naming the first transition that does not
  ///   fit; the stack is then unchanged.
  public mutating func apply(_ plan: TransitionPlan<Screen>) throws(NavigationError) {
    var result = self
    for (step, transition) in plan.transitions.enumerated() {
      do {
        try result.apply(transition)
      } catch {
        throw .planDoesNotFit("step \(step + 1) (\(transition)): \(error)")
      }
    }
    guard plan.nextID > result.top.id, plan.nextID.rawValue <= Self.identityLimit else {
      throw .planDoesNotFit(
        "next identity \(plan.nextID) is not above the top \(result.top.id) "
          + "and at most \(Self.identityLimit)")
    }
    result.next = plan.nextID
    // A plan may reuse an old route's identity, which the history would mistake: start afresh.
    result.history = RouteHistory()
    self = result
  }

  /// Applies one transition, checking it fits the stack as it is now.
  private mutating func apply(_ transition: Transition<Screen>) throws(NavigationError) {
    switch transition {
    case .dismiss(let id, let removing):
      guard let position = position(of: id), position == currentLayerStart, position > 0 else {
        throw .invalidRoutes("\(id) is not the top presentation")
      }
      guard routes.count - position == removing else {
        throw .invalidRoutes("its layer holds \(routes.count - position) routes, not \(removing)")
      }
      truncate(toCount: position)
    case .pop(let count, let id):
      guard count > 0, position(of: id) == routes.count - 1 - count else {
        throw .invalidRoutes("\(id) is not \(count) below the top")
      }
      try checkedPop(count)
    case .replaceRoot(let root):
      guard routes.count == 1 else { throw .invalidRoutes("routes remain above the root") }
      guard root.id.rawValue < Self.identityLimit else {
        throw .invalidRoutes("\(root.id) is above the identity limit \(Self.identityLimit)")
      }
      self = try RouteStack(routes: [root], nextID: RouteID(root.id.rawValue + 1))
    case .update(let id, let screen):
      guard modifyScreen(id: id, { $0 = screen }) != nil else { throw .unknownRoute(id) }
    case .push(let route):
      guard route.style == .push else { throw .invalidRoutes("\(route.id) is not a push") }
      try appendIdentified(route)
    case .present(let route):
      guard route.style.isPresentation else {
        throw .invalidRoutes("\(route.id) is a \(route.style), not a sheet or cover")
      }
      try appendIdentified(route)
    }
  }

  /// Adds a route that already has an identity, which must be above the top's.
  private mutating func appendIdentified(_ route: IdentifiedRoute<Screen>) throws(NavigationError) {
    guard route.id > top.id, route.id.rawValue < Self.identityLimit else {
      throw .invalidRoutes(
        "\(route.id) is not above the top \(top.id) and below \(Self.identityLimit)")
    }
    next = route.id
    try append(route.route)
  }
}
