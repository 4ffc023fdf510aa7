public import Architecture
public import Navigation
public import Presentation

// A coordinator's stack saved as its link (``LinkedRoutes``): written from the declarations, and
// read back by opening the link, each segment after the route the segment before it opened, as
// a link is read. The route a segment opens is the one the stack holds, but where a screen is
// saved whole; so the routes read are the ones the whole check would rebuild, and a load checks
// them as it reads them.
extension Coordinator where Screen: Equatable {
  /// The stack of `state` as its link, or `nil` when a route's link cannot write it, or does
  /// not read it back in its style: then only the routes whole can say it.
  @inlinable
  public static func linkedRoutes(of state: State) -> LinkedRoutes<Screen>? {
    guard offersLinks, linkDeclarationProblem == nil else { return nil }
    let routes = state.routes.routes
    var segments: [DeepLink.Segment] = []
    segments.reserveCapacity(routes.count - 1)
    var ids: [LinkedRoutes<Screen>.IdentityRun] = []
    var screens: [LinkedRoutes<Screen>.WholeScreen] = []
    var previous = routes[0].screen
    for position in routes.indices.dropFirst() {
      let route = routes[position]
      guard let segment = feature(of: route.screen).link?.print(route.screen, route.style),
        let opened = try? self.route(for: segment, after: previous),
        opened.style == route.style
      else { return nil }
      if opened.screen != route.screen {
        screens.append(LinkedRoutes.WholeScreen(at: position, screen: route.screen))
      }
      segments.append(segment)
      previous = opened.screen
      if let last = ids.last, last.from + last.count == route.id.rawValue {
        ids[ids.count - 1].count += 1
      } else {
        ids.append(LinkedRoutes.IdentityRun(from: route.id.rawValue, count: 1))
      }
    }
    // A segment a link prints but cannot read back as text (a name no link reads, say) would
    // make a file its own load refuses.
    let link = DeepLink(segments)
    guard (try? DeepLink(parsing: link.description)) == link else { return nil }
    return LinkedRoutes(
      root: routes[0], link: link, ids: ids, screens: screens, nextID: state.routes.nextID)
  }
}

extension Coordinator {
  /// The state `linked` saves, checked as ``restoringProblem(with:reusing:)`` checks a decoded
  /// one, and `checked` what that check rebuilt (`nil` for a state refused): each segment is
  /// opened after the route the one before it opened, its screen replaced by the one saved
  /// whole where there is one.
  ///
  /// The routes opened are the ones the whole check rebuilds when each route prints its own
  /// segment again, is the same place as the route opened, and is followed only where its link
  /// allows: then only the coordinator's own rules are left to run. Otherwise the whole check
  /// runs, and says what it finds.
  /// - Throws: ``Refusal`` saying what does not fit: a segment that names no screen where it
  ///   is, identities or whole screens that do not match the link, routes that make no stack,
  ///   or what the checks refuse.
  @inlinable
  public static func state(
    linked: LinkedRoutes<Screen>, checked: inout CheckedLinks<Screen>?
  ) throws(Refusal) -> State {
    let segments = linked.link.segments
    // Each bound first, so that no sum or identity below can overflow.
    guard
      linked.ids.allSatisfy({ (1...max(segments.count, 1)).contains($0.count) && $0.from >= 0 }),
      linked.ids.allSatisfy({ $0.from <= RouteStack<Screen>.identityLimit }),
      linked.ids.reduce(0, { $0 + $1.count }) == segments.count
    else {
      throw Refusal(
        "'ids' do not name one identity for each of the \(segments.count) routes above the "
          + "root; give runs of identities ('from' at least 0, 'count' at least 1) that add up "
          + "to the link's segments")
    }
    // Runs read by hand: a lazy flatMap's iterator costs a generic metadata lookup a route.
    var run = 0
    var nextIdentity = linked.ids.first?.from ?? 0
    var whole = linked.screens.makeIterator()
    var nextWhole = whole.next()
    let root = Route<Screen>.root(linked.root.screen)
    var opened = [root]
    opened.reserveCapacity(segments.count + 1)
    var routes = [linked.root]
    routes.reserveCapacity(segments.count + 1)
    var verified =
      offersLinks && linkDeclarationProblem == nil && root.style == linked.root.style
      && isSamePlace(linked.root.screen, root.screen)
    // The first route that does not print its own segment again: a link that does not say its
    // routes, which a file this app writes never holds.
    var misprinted: Int?
    var misprintedAs: DeepLink.Segment?
    // Each route's declaration is looked up once, and is the next route's `previous`'s.
    var previousDeclaration = feature(of: root.screen)
    for (offset, segment) in segments.enumerated() {
      let position = offset + 1
      let previous = opened[offset].screen
      let route: Route<Screen>
      do throws(Refusal) {
        route = try self.route(for: segment, after: previous)
      } catch {
        throw Refusal("its link, at segment \(position): \(error.message)")
      }
      let declaration = feature(of: route.screen)
      var screen = route.screen
      var samePlace = true
      if let saved = nextWhole, saved.at == position {
        screen = saved.screen
        nextWhole = whole.next()
        samePlace = isSamePlace(screen, route.screen)
      }
      let printed =
        (samePlace ? declaration : feature(of: screen)).link?.print(screen, route.style)
      if printed != segment, misprinted == nil { (misprinted, misprintedAs) = (position, printed) }
      verified =
        verified && misprinted == nil && previousDeclaration.link?.end(previous) == nil
        && (position == segments.count || declaration.child == nil) && samePlace
      previousDeclaration = declaration
      guard run < linked.ids.count else { break }
      let id = nextIdentity
      nextIdentity += 1
      if nextIdentity == linked.ids[run].from + linked.ids[run].count {
        run += 1
        if run < linked.ids.count { nextIdentity = linked.ids[run].from }
      }
      routes.append(IdentifiedRoute(id: RouteID(id), style: route.style, screen: screen))
      opened.append(route)
    }
    if let saved = nextWhole {
      throw Refusal(
        "a screen is saved whole at position \(saved.at), which no route of the link has; give "
          + "positions from 1 to \(segments.count), in order, once each")
    }
    let state: State
    do throws(NavigationError) {
      state = State(routes: try RouteStack(restoring: routes, nextID: linked.nextID))
    } catch {
      throw Refusal(error.description)
    }
    let problem: String?
    if verified {
      checked = CheckedLinks(rebuilt: opened, of: state.routes, routesRead: state.routes.count)
      // A gate's rules read the whole state; the links the read checked already.
      problem = gate == nil ? refusal(restoring: state) : restoringProblem(with: state)
    } else {
      problem = restoringProblem(with: state, reusing: &checked)
    }
    if let problem {
      checked = nil
      throw Refusal(problem)
    }
    if let position = misprinted {
      checked = nil
      let segment = segments[position - 1]
      let route = misprintedAs.map { "'\(DeepLink([$0]).description.dropFirst())'" } ?? "nothing"
      throw Refusal(
        "its link says '\(DeepLink([segment]).description.dropFirst())' at position "
          + "\(position), where the route prints \(route); the link and the screens saved whole "
          + "disagree: correct the segment or the screen saved whole at that position")
    }
    return state
  }
}
