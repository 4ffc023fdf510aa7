import Architecture
public import ItemDetailFeature
public import ItemsListFeature
import Navigation
public import NumbersCoordinator
public import Presentation

// The coordinator's declaration: every screen it shows, and everything that differs from one
// screen to another, is named in this file and nowhere else. Each switch names every screen,
// with no catch-all, so a new screen does not compile until each one says what it means.

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

  /// The list.
  public static let list = ScreenCase(
    ItemsList.self, Screen.list, ScreenAction.list,
    state: { if case .list(let state) = $0 { state } else { nil } },
    action: { if case .list(let action) = $0 { action } else { nil } })

  /// An item's detail.
  public static let detail = ScreenCase(
    ItemDetail.self, Screen.detail, ScreenAction.detail,
    state: { if case .detail(let state) = $0 { state } else { nil } },
    action: { if case .detail(let action) = $0 { action } else { nil } })

  /// The pushed numbers coordinator, titled by the multiples it lists.
  public static let numbers = ScreenCase(
    NumbersCoordinator.self, Screen.numbers, ScreenAction.numbers,
    state: { if case .numbers(let state) = $0 { state } else { nil } },
    action: { if case .numbers(let action) = $0 { action } else { nil } },
    title: { child in
      if case .list(let list) = child.routes.root.screen, let first = list.numbers.first {
        "Multiples of \(first)"
      } else {
        "Numbers"
      }
    })

  /// A previewed number: the numbers coordinator, from that number's detail on.
  public static let preview = ScreenCase(
    NumbersCoordinator.self, Screen.preview, ScreenAction.preview,
    state: { if case .preview(let state) = $0 { state } else { nil } },
    action: { if case .preview(let action) = $0 { action } else { nil } },
    title: { _ in "Preview" })

  /// The feature of each screen.
  public static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
    switch screen {
    case .list: list
    case .detail: detail
    case .numbers: numbers
    case .preview: preview
    }
  }

  /// What the tab does about a screen's action: its delegate events are decisions, anything
  /// else the screen's reducer has already run. The hosted numbers coordinators decide their
  /// own screens' events; only what they tell the tab would be decided here.
  func screenEvent(
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
        // The numbers flow itself, from the item's number: every screen it has, it has here.
        state.routes.presentSheet(.preview(NumbersCoordinator.State(detail: itemID)))
      case .finished:
        return .send(.routes(.close(id)))
      }
    case .numbers(let action):
      // The numbers children decide their own navigation; their events would be decided here.
      guard case .delegate(let event) = action else { break }
      switch event {}
    case .preview(let action):
      guard case .delegate(let event) = action else { break }
      switch event {}
    }
    return .none
  }

  /// Whether two screens are the same place for a link: the list, the same item, the numbers
  /// of the same item, or a preview of the same number.
  public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool {
    switch (lhs, rhs) {
    case (.list, .list): true
    case (.detail(let a), .detail(let b)): a.id == b.id
    case (.numbers(let a), .numbers(let b)): a.routes.root.screen == b.routes.root.screen
    case (.preview(let a), .preview(let b)):
      NumbersCoordinator.isSamePlace(a.routes.root.screen, b.routes.root.screen)
    case (.list, _), (.detail, _), (.numbers, _), (.preview, _): false
    }
  }

  /// A route's segments in a link: the item, `numbers` and the child's own link, or
  /// `preview=N` and the numbers pushed in that sheet, as in `/75/numbers/150`.
  static func linkSegments(of screen: Screen, style: RouteStyle) -> [DeepLink.Segment] {
    switch screen {
    case .list:
      // Only the root is the list, and the root is where every link starts.
      []
    case .detail(let detail): [.init(String(detail.id))]
    case .numbers(let child): [.init("numbers")] + NumbersCoordinator.link(of: child).segments
    case .preview(let child):
      [.init("preview", value: previewed(child).map(String.init) ?? "")]
        + NumbersCoordinator.link(of: child).segments
    }
  }

  /// The number a preview shows at its root.
  static func previewed(_ child: NumbersCoordinator.State) -> Int? {
    if case .detail(let detail) = child.routes.root.screen { detail.number } else { nil }
  }

  /// The route a link's segment names above `previous`; a pushed coordinator takes the rest of
  /// the link as its own, which `opensChild` says.
  /// - Throws: ``InputError`` saying what may follow `previous`.
  static func route(
    for segment: DeepLink.Segment, after previous: Screen
  ) throws(InputError) -> (route: Route<Screen>, opensChild: Bool) {
    switch (segment.name, previous) {
    case (_, .list(let list)):
      let id = try itemID(segment, in: list)
      let name = list.items.first { $0.id == id }?.name ?? "Item \(id)"
      return (.push(.detail(ItemDetail.State(id: id, name: name))), false)
    case ("numbers", .detail(let detail)) where segment.value == nil:
      return (.push(.numbers(numbers(for: detail.id))), true)
    case ("preview", .detail):
      let number = try number(segment.value)
      return (.sheet(.preview(NumbersCoordinator.State(detail: number))), true)
    case (_, .detail), (_, .numbers), (_, .preview):
      // Segments are text from outside: any other pairing is a link to nowhere.
      throw InputError(
        "'\(segment)' cannot follow here; after an item come 'numbers' or 'preview=N', as in "
          + "'/items/75/preview=75/150'")
    }
  }
}
