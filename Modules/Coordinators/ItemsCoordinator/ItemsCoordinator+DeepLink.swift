import ItemsListFeature
import Navigation
import NumberDetailFeature
public import Presentation
import ShownText

extension ItemsCoordinator {
  /// The most bytes ``link(of:)`` prints: the tab shows an item, then a hosted numbers
  /// coordinator pushed (`numbers`) or previewing a number (`preview=N`), each at most once.
  public static var longestLink: Int { longestLinkShowingEachScreenOnce }

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

  /// The item of the list a segment names by its id.
  static func item(
    _ segment: DeepLink.Segment, in list: ItemsList.State
  ) throws(Refusal) -> ItemsList.Item {
    guard segment.value == nil, let id = Int(printed: segment.name),
      let item = list.items.first(where: { $0.id == id })
    else {
      throw Refusal(
        "'\(VisibleText.excerpt(segment.description))' is not an item; \(itemRule(list))")
    }
    return item
  }

  /// What an item segment may be, for the list the tab shows: a host's catalogue need not run
  /// without gaps, nor hold anything.
  static func itemRule(_ list: ItemsList.State) -> String {
    let ids = list.items.map(\.id)
    guard let low = ids.min(), let high = ids.max() else {
      return "the list holds no item to open"
    }
    let (span, overflow) = high.subtractingReportingOverflow(low)
    let which =
      !overflow && span == Set(ids).count - 1
      ? "its id from \(low) to \(high)" : "the id of one on the list"
    // The example is an item well down the list: what a link reaches without turning pages.
    let example = ids[max(0, ids.count * 3 / 4 - 1)]
    return "an item is \(which), as in '/items/\(example)'"
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
