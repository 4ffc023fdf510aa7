public import Architecture
public import Navigation
public import ShownText

// Inlinable, as the rest of the protocol's operations are.
extension Coordinator {
  /// The whole stack `link` names above `root`.
  /// - Throws: ``Refusal`` for the first segment that names no screen where it is.
  @inlinable
  public static func routes(
    for link: DeepLink, root: Screen
  ) throws(Refusal) -> [Route<Screen>] {
    try destination(of: link, root: root).routes
  }

  /// The stack `link` names above `root`, and the rest, which the child on top reads itself.
  /// - Throws: ``Refusal`` for the first segment that names no screen where it is.
  @inlinable
  public static func destination(
    of link: DeepLink, root: Screen
  ) throws(Refusal) -> (routes: [Route<Screen>], childLink: DeepLink?) {
    let capacity = RouteStack<Screen>.capacity
    var routes: [Route<Screen>] = [.root(root)]
    for (position, segment) in link.segments.enumerated() {
      // A child's segments are its own, counted by it.
      guard routes.count < capacity else {
        throw .tooManyScreens(link.segments.count, capacity: capacity)
      }
      let previous = routes[routes.count - 1]
      if let reason = feature(of: previous.screen).link?.end(previous.screen) {
        let word = feature(of: previous.screen).link?.print(previous.screen, previous.style)
        throw Refusal(
          "\(reason), so nothing follows; end the link at "
            + "'\(word.map { "\(DeepLink([$0]))".dropFirst() } ?? "")'")
      }
      let route = try route(for: segment, after: previous.screen)
      routes.append(route)
      if feature(of: route.screen).child != nil {
        return (routes, DeepLink(Array(link.segments[(position + 1)...])))
      }
    }
    return (routes, nil)
  }

  /// The action that opens `link` in one update, keeping the screens that stay.
  /// - Throws: ``Refusal`` for a segment that names no screen, or what the child refuses.
  @inlinable
  public static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    // At a gate, its own link changes nothing: the same gate, the same link pending.
    if state.pending?.link == link {
      return .routes(.linkOpened(state.routes.routes.map(\.route), child: nil))
    }
    let (routes, childLink) = try destination(of: link, root: state.routes.root.screen)
    return try opening(routes, childLink: childLink, in: state)
  }

  /// The action that makes `routes` the stack, keeping the screens that stay, and opens
  /// `childLink` in the child on top. A host passes `root` to change its root for a link.
  /// - Throws: ``Refusal`` for no routes, or what the child refuses in `childLink`.
  @inlinable
  public static func opening(
    _ routes: [Route<Screen>], childLink: DeepLink?, in state: State, root: Screen? = nil
  ) throws(Refusal) -> Action {
    guard !routes.isEmpty else {
      throw Refusal(
        "a link's routes start with the root; build them with destination(of:root:) or "
          + "routes(for:root:)")
    }
    var merged = state.routes.merging(routes, keepingScreensWhile: isSamePlace)
    if let root { merged[0].screen = root }
    let child = try childLink.flatMap { (link) throws(Refusal) in
      let top = merged[merged.count - 1].screen
      return try feature(of: top).child?.open(link, in: top)
    }
    return .routes(.linkOpened(merged, child: child))
  }

  /// Carries out the stack ``opening(_:childLink:in:root:)`` made, checking its routes here,
  /// where they enter; routes that stay keep their identities.
  @inlinable
  public static func follow(
    _ routes: [Route<Screen>], child: ScreenAction?, in state: inout State
  ) -> Effect<Action> {
    do {
      try state.routes.replace(with: routes, keepingIdentityWhile: isSamePlace)
    } catch {
      return .report("nothing changed: \(error)")
    }
    guard let child else { return .none }
    return .send(.routes(.screen(state.routes.top.id, child)))
  }

  /// The route `segment` names above `previous`, as the first of ``screens`` to read it says.
  @inlinable
  public static func route(
    for segment: DeepLink.Segment, after previous: Screen
  ) throws(Refusal) -> Route<Screen> {
    for declaration in screens {
      if let (screen, style) = try declaration.link?.parse(segment, previous) {
        return Route(style, screen)
      }
    }
    let usages = screens.flatMap { $0.link?.usage ?? [] }
    throw Refusal(
      "'\(VisibleText.excerpt(DeepLink([segment]).description.dropFirst()))' names no screen here; "
        + "a segment is one "
        + "of: " + usages.joined(separator: "; "))
  }
}
