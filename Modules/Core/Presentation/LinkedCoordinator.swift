public import Architecture
public import Navigation

/// A stack coordinator that offers deep links, written and read from its screens' declarations.
///
/// Each screen's ``ScreenCase`` says how it is written in a link (``ScreenLink``), one
/// declaration for both directions; the coordinator lists the screens a link may name above its
/// root. The link of a state, the stack a link names, whether two screens are the same place,
/// the longest link and the check of a restored stack are then derived, so that `where` and
/// `open` cannot disagree.
///
/// ```swift
/// static let linkedScreens = [detail, divisors]
/// ```
public protocol LinkedCoordinator: StackCoordinator {
  /// The screens a link may name above the root, in the order a segment is tried on them.
  static var linkedScreens: [ScreenCase<Screen, ScreenAction>] { get }
}

// The derived operations are inlinable, so that a coordinator's conformance specialises them
// for its screens, as it does `StackCoordinator`'s: run generically, `where` and `open` looked
// the screens' generic types up at run time for every route.
extension LinkedCoordinator {
  /// The link of a stack: one segment per route above the root.
  ///
  /// A screen above the root without a link, or with one that is not listed in
  /// ``linkedScreens`` (so `open` could not read what this prints), stops a debug build here,
  /// at the first `where`, with the fix.
  @inlinable
  public static func link(of state: State) -> DeepLink {
    // Looked for within the assertion alone, so that a release build does not read every
    // route twice for each link.
    assert(
      unlinkedRoute(in: state) == nil,
      "'\(unlinkedRoute(in: state).map { title(of: $0.screen) } ?? "")' is above the root but "
        + "has no link that 'open' reads; give its ScreenCase a 'link:' and list it in "
        + "linkedScreens")
    return DeepLink(
      state.routes.routes.dropFirst().compactMap { route in
        feature(of: route.screen).link?.print(route.screen, route.style)
      })
  }

  /// The first route above the root that no listed link names, if any.
  @inlinable
  static func unlinkedRoute(in state: State) -> IdentifiedRoute<Screen>? {
    state.routes.routes.dropFirst().first { route in
      feature(of: route.screen).link?.print(route.screen, route.style) == nil
        || !linkedScreens.contains { $0.holds(route.screen) }
    }
  }

  /// The most bytes ``link(of:)`` prints: a full stack of the longest segment.
  public static var longestLink: Int {
    DeepLink.longestText(
      segments: RouteStack<Screen>.capacity - 1,
      longestSegment: linkedScreens.map { $0.link?.longest ?? 0 }.max() ?? 0)
  }

  /// The whole stack `link` names above `root`, as the screens' links read it.
  /// - Throws: ``InputError`` naming the first segment that names no screen where it is, and
  ///   what a segment may be.
  @inlinable
  public static func routes(
    for link: DeepLink, root: Screen
  ) throws(InputError) -> [Route<Screen>] {
    let capacity = RouteStack<Screen>.capacity
    guard link.segments.count < capacity else {
      throw .tooManyScreens(link.segments.count, capacity: capacity)
    }
    var routes: [Route<Screen>] = [.root(root)]
    for segment in link.segments {
      let previous = routes[routes.count - 1]
      if let reason = feature(of: previous.screen).link?.end(previous.screen) {
        let word = feature(of: previous.screen).link?.print(previous.screen, previous.style)
        throw InputError(
          "\(reason), so nothing follows; end the link at "
            + "'\(word.map { "\(DeepLink([$0]))".dropFirst() } ?? "")'")
      }
      routes.append(try route(for: segment, after: previous.screen))
    }
    return routes
  }

  /// Makes `routes`, which a link named, the whole stack, keeping the screens that stay (the
  /// same place, in the same style) with what the user did there: how a coordinator carries
  /// out its `linkOpened` action. Routes from outside are checked here, where they enter.
  @inlinable
  public static func follow(_ routes: [Route<Screen>], in state: inout State) -> Effect<Action> {
    do {
      try state.routes.replace(with: routes, keepingScreensWhile: isSamePlace)
    } catch {
      return .report("nothing changed: \(error)")
    }
    return .none
  }

  /// Whether two screens are the same place for a link, as the screen's link says: the root,
  /// whatever it holds; a detail of the same number; the same state for a word.
  @inlinable
  public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    let declaration = feature(of: lhs)
    return declaration.holds(rhs) && (declaration.link?.samePlace(lhs, rhs) ?? true)
  }

  /// What makes a restored stack one no link (and so no command) reaches, or `nil`: the routes
  /// its own link rebuilds must be the routes it holds, route by route.
  public static func linkProblem(with state: State) -> String? {
    if let route = unlinkedRoute(in: state),
      let position = state.routes.routes.firstIndex(where: { $0.id == route.id })
    {
      // No link names it, so no command put it there.
      return "route \(route.id) at position \(position), a \(route.style) of "
        + "'\(title(of: route.screen))', is above the last route the commands could put there"
    }
    let link = link(of: state)
    do throws(InputError) {
      let expected = try routes(for: link, root: state.routes.root.screen)
      return state.routes.reachabilityProblem(
        expected: expected, samePlace: isSamePlace, title: title(of:))
    } catch {
      return "its link \(link) leads nowhere: \(error.message)"
    }
  }

  /// The route `segment` names above `previous`, as the first listed link that reads it makes it.
  @inlinable
  static func route(
    for segment: DeepLink.Segment, after previous: Screen
  ) throws(InputError) -> Route<Screen> {
    for declaration in linkedScreens {
      if let (screen, style) = try declaration.link?.parse(segment, previous) {
        return Route(style, screen)
      }
    }
    let usages = linkedScreens.flatMap { $0.link?.usage ?? [] }
    throw InputError(
      "'\(DeepLink([segment]).description.dropFirst())' names no screen here; a segment is one "
        + "of: " + usages.joined(separator: "; "))
  }
}
