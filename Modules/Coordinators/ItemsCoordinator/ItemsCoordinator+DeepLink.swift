import ItemDetailFeature
import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumbersCoordinator
public import Presentation

extension ItemsCoordinator.Screen {
  /// Whether two screens are the same place for a link: the list, the same item, the numbers
  /// of the same item, or a preview of the same number.
  public static func isSamePlace(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.list, .list): true
    case (.detail(let a), .detail(let b)): a.id == b.id
    case (.numbers(let a), .numbers(let b)): a.routes.root == b.routes.root
    case (.preview(let a), .preview(let b)): a.number == b.number
    // Each screen named, so that a new one must say what counts as the same place.
    case (.list, _), (.detail, _), (.numbers, _), (.preview, _): false
    }
  }
}

extension ItemsCoordinator {
  /// The tab's link: the item, then `numbers` and the child's own link, or `preview=N` and the
  /// numbers pushed in that sheet, as in `/75/numbers/150` or `/75/preview=75/150`.
  public static func link(of state: State) -> DeepLink {
    var segments: [DeepLink.Segment] = []
    for route in state.routes.routes.dropFirst() {
      switch route.screen {
      case .list:
        // Only the root is the list, and the root is where every link starts.
        break
      case .detail(let detail): segments.append(.init(String(detail.id)))
      case .numbers(let child):
        segments.append(.init("numbers"))
        segments += NumbersCoordinator.link(of: child).segments
      case .preview(let number):
        let value = String(number.number)
        segments.append(route.style.isPresentation ? .init("preview", value: value) : .init(value))
      }
    }
    return DeepLink(segments)
  }

  /// Opens a link within the tab, keeping the routes and screen state that stay, and revealing
  /// the linked item's page so that back shows the list where the item is.
  public static func open(_ link: DeepLink, in state: State) throws(InputError) -> Action {
    guard case .list(var list) = state.routes.root.screen else {
      throw InputError("the items tab has lost its list; open '/items' first")
    }
    var target: [Screen] = []
    var styles: [RouteStyle] = []
    var numbersLink: DeepLink?
    var index = 0
    let segments = link.segments
    if let first = segments.first {
      let id = try itemID(first, in: list)
      // As if the user had walked there: the list shows the item's page underneath, unless
      // the user is already there, whatever page they walked from.
      let shown: Int? =
        if state.routes.count > 1, case .detail(let detail) = state.routes.routes[1].screen {
          detail.id
        } else { nil }
      if shown != id { list.reveal(id) }
      let item = list.items.first { $0.id == id }
      target.append(.detail(ItemDetail.State(id: id, name: item?.name ?? "Item \(id)")))
      styles.append(.push)
      index = 1
    }
    while index < segments.count {
      let segment = segments[index]
      switch (segment.name, target.last) {
      case ("numbers", .detail(let detail)?) where segment.value == nil:
        target.append(.numbers(numbers(for: detail.id)))
        styles.append(.push)
        let childLink = DeepLink(Array(segments[(index + 1)...]))
        // Checked now, so that a bad link is refused before anything changes.
        _ = try NumbersCoordinator.routes(
          for: childLink, list: numbers(for: detail.id).routes.root.screen)
        numbersLink = childLink
        index = segments.count
        continue
      case ("preview", .detail?):
        target.append(.preview(NumberDetail.State(number: try number(segment.value ?? ""))))
        styles.append(.sheet(embedsNavigation: true))
      case (_, .preview?) where segment.value == nil:
        target.append(.preview(NumberDetail.State(number: try number(segment.name))))
        styles.append(.push)
      default:
        // Segments are text from outside: any other pairing is a link to nowhere.
        throw InputError(
          "'\(segment)' cannot follow here; after an item come 'numbers' or 'preview=N', "
            + "and after a preview the numbers it doubled to, as in '/items/75/preview=75/150'")
      }
      index += 1
    }
    var routes: [Route<Screen>] = [.root(.list(list))]
    var keep = true
    for (position, (screen, style)) in zip(target, styles).enumerated() {
      // A route that stays keeps what the user did there, which the link does not carry; a
      // route above one that leaves is new (its work stopped with the old one), so it starts
      // afresh.
      let current =
        state.routes.routes.indices.contains(position + 1)
        ? state.routes.routes[position + 1] : nil
      keep =
        keep
        && (current.map { $0.style == style && Screen.isSamePlace($0.screen, screen) } ?? false)
      routes.append(Route(style, keep ? current?.screen ?? screen : screen))
    }
    return .linkOpened(routes, numbers: numbersLink)
  }

  private static func itemID(
    _ segment: DeepLink.Segment, in list: ItemsList.State
  ) throws(InputError)
    -> Int
  {
    let ids = list.items.map(\.id)
    let range = "\(ids.min() ?? 0) to \(ids.max() ?? 0)"
    guard segment.value == nil, let id = Int(segment.name), String(id) == segment.name,
      ids.contains(id)
    else {
      throw InputError(
        "'\(segment)' is not an item; an item is its id from \(range), as in '/items/75'")
    }
    return id
  }

  private static func number(_ text: String) throws(InputError) -> Int {
    let range = NumberDetail.range
    guard let number = Int(text), String(number) == text, range.contains(number) else {
      throw InputError(
        "'\(text)' is not a number a detail shows; write one from \(range.lowerBound) to "
          + "\(range.upperBound), as in 'preview=75'")
    }
    return number
  }
}
