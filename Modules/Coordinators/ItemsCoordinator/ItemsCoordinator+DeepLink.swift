import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumbersCoordinator
public import Presentation

extension ItemsCoordinator {
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
  public static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    guard case .list(var list) = state.routes.root.screen else {
      throw Refusal("the items tab has lost its list; open '/items' first")
    }
    let (target, childLink) = try destination(of: link, root: .list(list))
    if target.count > 1, case .detail(let detail) = target[1].screen {
      // As if the user had chosen it: the list shows the item's page underneath, unless the
      // user is already at that item, where the list is as they left it.
      let shown: Int? =
        if state.routes.count > 1, case .detail(let current) = state.routes.routes[1].screen {
          current.id
        } else { nil }
      if shown != detail.id { list.reveal(detail.id) }
    }
    return try opening(target, childLink: childLink, in: state, root: .list(list))
  }

  static func itemID(
    _ segment: DeepLink.Segment, in list: ItemsList.State
  ) throws(Refusal) -> Int {
    let ids = list.items.map(\.id)
    let range = "\(ids.min() ?? 0) to \(ids.max() ?? 0)"
    guard segment.value == nil, let id = Int(printed: segment.name), ids.contains(id)
    else {
      throw Refusal(
        "'\(segment)' is not an item; an item is its id from \(range), as in '/items/75'")
    }
    return id
  }

  static func number(_ text: String?) throws(Refusal) -> Int {
    let range = NumberDetail.range
    guard let text else {
      throw Refusal(
        "'preview' needs a number from \(range.lowerBound) to \(range.upperBound), as in "
          + "'preview=75'")
    }
    guard let number = Int(printed: text), range.contains(number) else {
      throw Refusal(
        "'\(text)' is not a number a detail shows; write one from \(range.lowerBound) to "
          + "\(range.upperBound), as in 'preview=75' or '/items/75/preview=75/150'")
    }
    return number
  }
}
