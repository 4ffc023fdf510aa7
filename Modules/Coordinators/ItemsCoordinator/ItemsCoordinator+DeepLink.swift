import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumbersCoordinator
public import Presentation

extension ItemsCoordinator {
  /// The tab's link: each route's segments, as in `/75/numbers/150` or `/75/preview=75/150`.
  public static func link(of state: State) -> DeepLink {
    DeepLink(
      state.routes.routes.dropFirst().flatMap { linkSegments(of: $0.screen, style: $0.style) })
  }

  /// The most bytes ``link(of:)`` prints: the item, then a hosted numbers coordinator with a
  /// link of its own, pushed (`numbers`) or previewing a number (`preview=N`); nothing follows
  /// either.
  public static var longestLink: Int {
    let item = DeepLink.longestText(segments: 1, longestSegment: String(Int.min).utf8.count)
    let child = max(
      "/numbers".utf8.count, "/preview=".utf8.count + NumberDetail.longestNumberText)
    return item + child + NumbersCoordinator.longestLink
  }

  /// Opens a link within the tab, keeping the routes and screen state that stay, and revealing
  /// the linked item's page so that back shows the list where the item is.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    guard case .list(var list) = state.routes.root.screen else {
      throw InputError("the items tab has lost its list; open '/items' first")
    }
    var target: [Route<Screen>] = []
    var previous = Screen.list(list)
    var childLink: DeepLink?
    let capacity = RouteStack<Screen>.capacity
    for (index, segment) in link.segments.enumerated() {
      // The segments of a pushed numbers coordinator are its own, counted by it.
      guard target.count < capacity - 1 else {
        throw .tooManyScreens(link.segments.count, capacity: capacity)
      }
      let (route, opensChild) = try route(for: segment, after: previous)
      target.append(route)
      previous = route.screen
      if opensChild {
        childLink = DeepLink(Array(link.segments[(index + 1)...]))
        break
      }
    }
    if case .detail(let detail)? = target.first?.screen {
      // As if the user had chosen it: the list shows the item's page underneath, unless the
      // user is already at that item, where the list is as they left it.
      let shown: Int? =
        if state.routes.count > 1, case .detail(let current) = state.routes.routes[1].screen {
          current.id
        } else { nil }
      if shown != detail.id { list.reveal(detail.id) }
    }
    var routes: [Route<Screen>] = [.root(.list(list))]
    var keep = true
    for (position, route) in target.enumerated() {
      // A route that stays keeps what the user did there, which the link does not carry; a
      // route above one that leaves is new (its work stopped with the old one), so it starts
      // afresh.
      let current =
        state.routes.routes.indices.contains(position + 1)
        ? state.routes.routes[position + 1] : nil
      keep =
        keep
        && (current.map { $0.style == route.style && isSamePlace($0.screen, route.screen) }
          ?? false)
      routes.append(Route(route.style, keep ? current?.screen ?? route.screen : route.screen))
    }
    // Checked now, so that a bad link is refused before anything changes.
    let child = try childLink.flatMap { (link) throws(InputError) in
      let screen = routes[routes.count - 1].screen
      return try feature(of: screen).child?.open(link, in: screen)
    }
    return .linkOpened(routes, child: child)
  }

  static func itemID(
    _ segment: DeepLink.Segment, in list: ItemsList.State
  ) throws(InputError) -> Int {
    let ids = list.items.map(\.id)
    let range = "\(ids.min() ?? 0) to \(ids.max() ?? 0)"
    guard segment.value == nil, let id = Int(printed: segment.name), ids.contains(id)
    else {
      throw InputError(
        "'\(segment)' is not an item; an item is its id from \(range), as in '/items/75'")
    }
    return id
  }

  static func number(_ text: String?) throws(InputError) -> Int {
    let range = NumberDetail.range
    guard let text else {
      throw InputError(
        "'preview' needs a number from \(range.lowerBound) to \(range.upperBound), as in "
          + "'preview=75'")
    }
    guard let number = Int(printed: text), range.contains(number) else {
      throw InputError(
        "'\(text)' is not a number a detail shows; write one from \(range.lowerBound) to "
          + "\(range.upperBound), as in 'preview=75' or '/items/75/preview=75/150'")
    }
    return number
  }
}
