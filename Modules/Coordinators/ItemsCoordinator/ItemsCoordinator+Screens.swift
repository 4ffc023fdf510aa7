public import Architecture
public import ItemDetailFeature
public import ItemsListFeature
public import Navigation
import NumberDetailFeature
public import NumbersCoordinator
public import Presentation

// The coordinator's declaration: every screen it shows, and everything that differs from one
// screen to another, is named in this file and nowhere else. A screen is named in four places: its
// case in each enum, its declaration in `screens`, and its arm in `decide`, which has no
// catch-all.

extension ItemsCoordinator {
  /// The screens of the items tab: two features, and the numbers coordinator hosted twice,
  /// pushed as an item's multiples and presented as a sheet that previews one number.
  public enum Screen: Codable, Equatable, Sendable {
    /// The list of items.
    case list(ItemsList.State)
    /// One item.
    case detail(ItemDetail.State)
    /// A child coordinator pushed onto this tab's navigation, with pushes of its own.
    case numbers(NumbersCoordinator.State)
    /// A child coordinator presented as a sheet, starting at the previewed number's detail.
    case preview(NumbersCoordinator.State)
  }

  /// The actions of the screens, by screen.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// The list's actions.
    case list(ItemsList.Action)
    /// An item's actions.
    case detail(ItemDetail.Action)
    /// The child coordinator's actions.
    case numbers(NumbersCoordinator.Action)
    /// The previewing coordinator's actions.
    case preview(NumbersCoordinator.Action)
  }

  /// Every screen, in the order a link's segment is tried on them.
  public static let screens: [ScreenCase<Screen, ScreenAction>] = [
    // The list, at the root of every link.
    ScreenCase(
      ItemsList.self, Screen.list, ScreenAction.list,
      state: { if case .list(let state) = $0 { state } else { nil } },
      action: { if case .list(let action) = $0 { action } else { nil } }, link: .root),
    // An item's detail: its id after the list, as in `/75`, named as the list names it.
    ScreenCase(
      ItemDetail.self, Screen.detail, ScreenAction.detail,
      state: { if case .detail(let state) = $0 { state } else { nil } },
      action: { if case .detail(let action) = $0 { action } else { nil } },
      link: .segment(
        usage: "an item's id after the list, as in '/items/75'", words: [],
        longest: String(Int.min).utf8.count, print: { .init(String($0.id)) },
        parse: { segment, previous throws(Refusal) in
          guard case .list(let list) = previous else { return nil }
          let item = try item(segment, in: list)
          return (ItemDetail.State(id: item.id, name: item.name), .push)
        }, samePlaceLoosely: { $0.id == $1.id })),
    // The pushed numbers coordinator, titled by the multiples it lists: `numbers` after an
    // item, then the child's own link.
    ScreenCase(
      NumbersCoordinator.self, Screen.numbers, ScreenAction.numbers,
      state: { if case .numbers(let state) = $0 { state } else { nil } },
      action: { if case .numbers(let action) = $0 { action } else { nil } },
      title: { child in
        if case .list(let list) = child.routes.root.screen, let first = list.numbers.first {
          "Multiples of \(first)"
        } else {
          "Numbers"
        }
      },
      link: .word(
        "numbers", follows: "an item, as in '/items/75/numbers/150'",
        samePlaceLoosely: { $0.routes.root.screen == $1.routes.root.screen }
      ) { if case .detail(let item) = $0 { ItemsCoordinator.numbers(for: item.id) } else { nil } }),
    // A previewed number: the numbers coordinator, from that number's detail on, as a sheet:
    // `preview=N` after an item, then the child's own link.
    ScreenCase(
      NumbersCoordinator.self, Screen.preview, ScreenAction.preview,
      state: { if case .preview(let state) = $0 { state } else { nil } },
      action: { if case .preview(let action) = $0 { action } else { nil } },
      title: { _ in "Preview" },
      link: .segment(
        usage: "'preview=N' after an item, as in '/items/75/preview=75/150'", words: ["preview"],
        longest: "preview=".utf8.count + NumberDetail.longestNumberText,
        print: { .init("preview", value: previewed($0).map(String.init) ?? "") },
        parse: { segment, previous throws(Refusal) in
          guard segment.name == "preview", case .detail = previous else { return nil }
          return (
            NumbersCoordinator.State(detail: try number(segment.value)),
            .sheet(embedsNavigation: false)
          )
        },
        samePlaceLoosely: {
          NumbersCoordinator.isSamePlace($0.routes.root.screen, $1.routes.root.screen)
        })),
  ]

  /// What the tab decides about a screen's action, one arm per screen. The hosted numbers
  /// coordinators decide their own screens' events; only what they tell the tab is decided
  /// here.
  public func decide(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    switch action {
    case .list(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .itemSelected(let itemID):
        guard case .list(let list) = state.routes.root.screen,
          let item = list.items.first(where: { $0.id == itemID })
        else { return .report("item \(itemID) is not on the list") }
        state.routes.push(.detail(ItemDetail.State(id: item.id, name: item.name)))
      }
    case .detail(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .numbersRequested(let itemID):
        state.routes.push(.numbers(Self.numbers(for: itemID)))
      case .previewRequested(let itemID):
        // A catalogue may hold an id no detail shows; its preview would be a state no link
        // opens and no file restores.
        guard NumberDetail.range.contains(itemID) else {
          return .report(
            "the item \(itemID) has no number a detail shows (\(NumberDetail.range.lowerBound) to "
              + "\(NumberDetail.range.upperBound)), so it has no preview; nothing changed")
        }
        // The numbers flow itself, from the item's number: every screen it has, it has here.
        state.routes.presentSheet(.preview(NumbersCoordinator.State(detail: itemID)))
      case .finished:
        return .send(.routes(.close(id)))
      }
    case .numbers(let action):
      // The numbers children decide their own navigation; only what they tell the tab is
      // decided here.
      guard case .delegate(let event) = action else { break }
      switch event {
      case .finished:
        return .send(.routes(.close(id)))
      }
    case .preview(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .finished:
        // The previewed number is done: the sheet that shows it closes.
        return .send(.routes(.close(id)))
      }
    }
    return .none
  }

  /// The number a preview shows at its root.
  static func previewed(_ child: NumbersCoordinator.State) -> Int? {
    if case .detail(let detail) = child.routes.root.screen { detail.number } else { nil }
  }
}
