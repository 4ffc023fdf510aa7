public import Architecture
public import Navigation

// A coordinator's links, written and read from its screens' declarations: each screen's link
// (``ScreenLink``) both prints and reads its segment, and every screen is tried in the order
// of ``Coordinator/screens``, so `where` and `open` cannot disagree.
extension Coordinator {
  /// The link of a stack: one segment per route above the root, and after a route that shows
  /// a coordinator of its own, that coordinator's link.
  ///
  /// A route its screen's link cannot write (a root-only screen above the root, a style the
  /// link has no form for) stops a debug build here, at the first `where`, with the fix.
  @inlinable
  public static func link(of state: State) -> DeepLink {
    // Looked for within the assertion alone, so that a release build does not read every
    // route twice for each link.
    assert(
      unlinkedRoute(in: state) == nil,
      "'\(unlinkedRoute(in: state).map { title(of: $0.screen) } ?? "")' is above the root, "
        + "where its link writes nothing; give its ScreenCase a 'link:' that writes this "
        + "route, such as '.word(…)', or let the decisions show it only where its link can")
    return DeepLink(
      state.routes.routes.dropFirst().flatMap { route in
        let declaration = feature(of: route.screen)
        let segment = declaration.link?.print(route.screen, route.style)
        let child = declaration.child?.link(of: route.screen)?.segments ?? []
        return (segment.map { [$0] } ?? []) + child
      })
  }

  /// The first route above the root that no link names, if any.
  @inlinable
  static func unlinkedRoute(in state: State) -> IdentifiedRoute<Screen>? {
    state.routes.routes.dropFirst().first { route in
      feature(of: route.screen).link?.print(route.screen, route.style) == nil
    }
  }

  /// The most bytes ``link(of:)`` prints: a full stack of the longest segment; or, when a
  /// screen shows a coordinator of its own, the longest segment for every route but one, then
  /// the longest such screen's segment and its coordinator's longest link.
  ///
  /// A bound, not the longest link a command reaches: a coordinator whose stack shows each
  /// screen at most once says so with ``longestLinkShowingEachScreenOnce``.
  public static var longestLink: Int {
    let capacity = RouteStack<Screen>.capacity
    let plain = screens.filter { $0.child == nil }.map { $0.link?.longest ?? 0 }.max() ?? 0
    let hosting = screens.compactMap { declaration in
      declaration.child.map { 1 + (declaration.link?.longest ?? 0) + $0.longestLink }
    }.max()
    guard let hosting else {
      return DeepLink.longestText(segments: capacity - 1, longestSegment: plain)
    }
    return DeepLink.longestText(segments: capacity - 2, longestSegment: plain) + hosting
  }

  /// The most bytes ``Presentable/link(of:)`` prints when the stack shows each screen at most
  /// once, as the items tab shows an item, then its numbers: every screen's longest segment
  /// once, then the longest coordinator a screen shows. Derived, so a screen added is counted.
  public static var longestLinkShowingEachScreenOnce: Int {
    // The root prints no segment, so a link of no bytes adds none.
    let plain = screens.filter { $0.child == nil }.reduce(0) {
      $0 + (($1.link?.longest ?? 0) > 0 ? 1 + ($1.link?.longest ?? 0) : 0)
    }
    // A route that shows a coordinator is the last of the stack's own, so one of them is.
    let hosting = screens.compactMap { declaration in
      declaration.child.map { 1 + (declaration.link?.longest ?? 0) + $0.longestLink }
    }
    return plain + (hosting.max() ?? 0)
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
  @inlinable
  static func linkProblem(with state: State) -> String? {
    wholeLinkCheck(of: state).problem
  }

  /// `linkProblem(with:)`, and the routes the link rebuilt when it found none.
  @inlinable
  static func wholeLinkCheck(
    of state: State
  ) -> (problem: String?, rebuilt: [Route<Screen>]?) {
    if let route = unlinkedRoute(in: state),
      let position = state.routes.routes.firstIndex(where: { $0.id == route.id })
    {
      // No link names it, so no command put it there.
      let problem =
        "route \(route.id) at position \(position), a \(route.style) of "
        + "'\(title(of: route.screen))', is above the last route the commands could put there"
      return (problem, nil)
    }
    // A segment longer than its declaration says would make `where` print a link `open`
    // refuses as too long: the declaration is wrong, whatever the state.
    for (position, route) in state.routes.routes.enumerated().dropFirst() {
      guard let declared = feature(of: route.screen).link,
        let segment = declared.print(route.screen, route.style),
        case let bytes = DeepLink([segment]).description.utf8.count - 1, bytes > declared.longest
      else { continue }
      let problem =
        "route \(route.id) at position \(position) prints the segment '\(segment)', \(bytes) "
        + "bytes, where its screen's link says a segment takes at most \(declared.longest); "
        + "raise the link's 'longest:'"
      return (problem, nil)
    }
    let link = link(of: state)
    do throws(Refusal) {
      let expected = try routes(for: link, root: state.routes.root.screen)
      let problem = state.routes.reachabilityProblem(
        expected: expected, samePlace: isSamePlace, title: title(of:))
      return (problem, problem == nil ? expected : nil)
    } catch {
      return ("its link \(link) leads nowhere: \(error.message)", nil)
    }
  }
}

extension Coordinator {
  /// Whether any screen's declaration has a link: then every screen must have one, the
  /// coordinator's links are derived from them, and they check every restored state.
  @inlinable
  public static var offersLinks: Bool { screens.contains { $0.link != nil } }

  /// The screens declared with `link: nil` beside screens with links, or `nil` when the
  /// declarations agree: such a screen could not be written by `where`, nor read by `open`, nor
  /// checked in a saved state, so every restored state is refused until it has its link.
  @inlinable
  public static var linkDeclarationProblem: String? {
    guard offersLinks else { return nil }
    let unlinked = screens.filter { $0.link == nil }
    guard !unlinked.isEmpty else { return nil }
    let names = unlinked.map { "'\($0.name)'" }.joined(separator: ", ")
    return "the screens \(names) of \(Self.self) are declared with 'link: nil' beside screens "
      + "with links; give each a 'link:' (such as '.word(…)'), or declare every screen with "
      + "'link: nil' and write the links yourself"
  }
}
