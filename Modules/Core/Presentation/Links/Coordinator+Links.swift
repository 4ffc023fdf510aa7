public import Architecture
public import Navigation

// Each screen's link both prints and reads its segment, so `where` and `open` cannot disagree.
extension Coordinator {
  /// The link of a stack: a segment per route above the root, then any child's own link.
  /// A route its screen's link cannot write stops a debug build here, with the fix.
  @inlinable
  public static func link(of state: State) -> DeepLink {
    // At a gate, the way on: opened anywhere, it shows the same gate with the same link pending.
    if let pending = state.pending { return pending.link }
    // Only in the assertion, so a release build reads each route once.
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

  /// A bound on the bytes ``link(of:)`` prints; see ``longestLinkShowingEachScreenOnce``.
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

  /// The most bytes ``Presentable/link(of:)`` prints if the stack shows each screen at most once.
  public static var longestLinkShowingEachScreenOnce: Int {
    // A screen with no segment, as the root, adds no slash either.
    let plain = screens.filter { $0.child == nil }.reduce(0) {
      $0 + (($1.link?.longest ?? 0) > 0 ? 1 + ($1.link?.longest ?? 0) : 0)
    }
    // A route showing a coordinator ends the stack, so only one counts.
    let hosting = screens.compactMap { declaration in
      declaration.child.map { 1 + (declaration.link?.longest ?? 0) + $0.longestLink }
    }
    return plain + (hosting.max() ?? 0)
  }

  /// Whether two screens are the same place for a link, as the screen's link says.
  @inlinable
  public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    let declaration = feature(of: lhs)
    return declaration.holds(rhs) && (declaration.link?.samePlace(lhs, rhs) ?? true)
  }

  /// Why no link (so no command) reaches a restored stack, or `nil` if its link rebuilds it.
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
      let problem =
        "route \(route.id) at position \(position), a \(route.style) of "
        + "'\(title(of: route.screen))', is above the last route the commands could put there"
      return (problem, nil)
    }
    // `open` would refuse as too long the link `where` prints: the declaration is wrong.
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
  /// Whether any screen has a link; then every screen must have one.
  @inlinable
  public static var offersLinks: Bool { screens.contains { $0.link != nil } }

  /// Why the screens declared `link: nil` beside linked ones fail every restore, or `nil`.
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
