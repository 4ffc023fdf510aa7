public import Architecture
public import Navigation

/// A stack coordinator that offers deep links, written and read from its screens' declarations.
///
/// Each screen's ``LinkedScreenCase`` says how it is written in a link (``ScreenLink``), one
/// declaration for both directions. The coordinator names its screens in a payload-free enum
/// (``ScreenKind``) and declares each screen by its name, so that a link tries every screen
/// the compiler knows of: a new screen does not compile until it has a name and a declaration,
/// and so cannot be printed by `where` and refused by `open`. The link of a state, the stack a
/// link names, whether two screens are the same place, the longest link and the check of a
/// restored stack are then derived, so that `where` and `open` cannot disagree.
///
/// ```swift
/// public enum Kind: CaseIterable, Sendable {
///   case list, detail, divisors
/// }
/// static func kind(of screen: Screen) -> Kind {
///   switch screen {
///   case .list: .list
///   case .detail: .detail
///   case .divisors: .divisors
///   }
/// }
/// static func feature(of kind: Kind) -> LinkedScreenCase<Screen, ScreenAction> { … }
/// ```
public protocol LinkedCoordinator: StackCoordinator {
  /// The screens by name, one case per case of ``RoutesCoordinator/Screen``, in the order a
  /// link's segment is tried on them.
  associatedtype ScreenKind: CaseIterable
  /// The name of a screen: one arm per screen and no catch-all, so that a new screen does not
  /// compile until it is named.
  static func kind(of screen: Screen) -> ScreenKind
  /// The declaration of each screen, by name, its link included: one arm per name and no
  /// catch-all.
  static func feature(of kind: ScreenKind) -> LinkedScreenCase<Screen, ScreenAction>
}

// The derived operations are inlinable, so that a coordinator's conformance specialises them
// for its screens, as it does `StackCoordinator`'s: run generically, `where` and `open` looked
// the screens' generic types up at run time for every route.
extension LinkedCoordinator {
  /// The declaration of a screen: the one its name has.
  @inlinable
  public static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
    feature(of: kind(of: screen)).screenCase
  }

  /// The declaration of every screen, in the order a link's segment is tried on them.
  @inlinable
  static var declarations: [ScreenCase<Screen, ScreenAction>] {
    ScreenKind.allCases.map { feature(of: $0).screenCase }
  }

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
        + "where its link writes nothing; give its LinkedScreenCase a 'link:' that writes this "
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
  /// A bound, not the longest link a command reaches: a host that knows its stack is shorter
  /// (the items tab: an item, then its numbers) says so with a `longestLink` of its own.
  public static var longestLink: Int {
    let capacity = RouteStack<Screen>.capacity
    let declarations = declarations
    let plain = declarations.filter { $0.child == nil }.map { $0.link?.longest ?? 0 }.max() ?? 0
    let hosting = declarations.compactMap { declaration in
      declaration.child.map { 1 + (declaration.link?.longest ?? 0) + $0.longestLink }
    }.max()
    guard let hosting else {
      return DeepLink.longestText(segments: capacity - 1, longestSegment: plain)
    }
    return DeepLink.longestText(segments: capacity - 2, longestSegment: plain) + hosting
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
    do throws(Refusal) {
      let expected = try routes(for: link, root: state.routes.root.screen)
      return state.routes.reachabilityProblem(
        expected: expected, samePlace: isSamePlace, title: title(of:))
    } catch {
      return "its link \(link) leads nowhere: \(error.message)"
    }
  }
}
