public import Architecture

/// A long list of items, shown a page at a time: the first screen of the showcase's items tab.
///
/// It knows nothing of who shows it, nor which items: its host gives it a catalogue, and a
/// saved list is any list that keeps the list's own rules (``State/init(from:)``). Choosing an
/// item is a delegate event; turning pages is the list's own business. The list shows the page of the item last opened: choosing one turns to
/// its page, and a parent that opens an item from a deep link calls ``State/reveal(_:)``, so
/// that going back shows that page however the item was opened.
public struct ItemsList: Reducer {
  /// How many items a page shows.
  public static let pageSize = 10

  /// The most items a list holds: a bound on what a saved list makes the app read, and on
  /// the pages a user turns.
  public static let capacity = 10_000

  /// The longest name of an item, in characters: a name is one line of the list.
  public static let longestName = 200

  /// One entry of the list.
  public struct Item: Codable, Equatable, Sendable {
    /// What identifies the item, and what the user types to select it.
    public var id: Int
    /// The item's name, as the list shows it.
    public var name: String

    /// An item called `name`.
    public init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// The items and the page on screen.
  public struct State: Codable, Equatable, Sendable {
    /// The items, in the order shown.
    public var items: [Item]
    /// The page on screen, counted from 0.
    public var page: Int

    /// A list of `items`, the host's catalogue, showing `page`; by default the first.
    public init(items: [Item], page: Int = 0) {
      self.items = items
      self.page = page
    }

    /// The last page, counted from 0; an empty list still has one page, showing nothing.
    public var lastPage: Int { max(0, (items.count - 1) / ItemsList.pageSize) }

    /// The items of the page on screen.
    public var itemsOnPage: ArraySlice<Item> {
      let start = shownPage * ItemsList.pageSize
      return items[min(start, items.count)..<min(start + ItemsList.pageSize, items.count)]
    }

    /// ``page`` brought within the list: a state decoded from elsewhere may point past it.
    public var shownPage: Int { min(max(0, page), lastPage) }

    /// Whether `nextPageTapped` turns the page: the rule the reducer applies and a view shows.
    public var hasNextPage: Bool { shownPage < lastPage }

    /// Whether `previousPageTapped` turns the page.
    public var hasPreviousPage: Bool { shownPage > 0 }

    /// Turns to the page holding the item `id` and says whether there is one; with no such
    /// item the page stays as it is.
    ///
    /// What choosing an item does, and what a parent that opens one (from a link) calls, so
    /// that going back to the list shows where that item is.
    @discardableResult
    public mutating func reveal(_ id: Int) -> Bool {
      guard let page = ItemsList.page(containing: id, in: self) else { return false }
      self.page = page
      return true
    }
  }

  /// What happens on the list.
  public enum Action: Codable, Equatable, Sendable {
    /// The user chose the item with this id.
    case itemTapped(Int)
    /// The user turned to the next page.
    case nextPageTapped
    /// The user turned to the previous page.
    case previousPageTapped
    /// Events for whoever shows the list.
    case delegate(Delegate)
  }

  /// What the list tells whoever shows it.
  public enum Delegate: Codable, Equatable, Sendable {
    /// Open the item with this id.
    case itemSelected(Int)
  }

  /// The list's logic.
  public init() {}

  /// Turns pages within the list and passes choices upward, turning to the chosen item's page;
  /// an id not on the list is ignored and reported. Turning past the first or last page does
  /// nothing; a view refuses it first.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .itemTapped(let id):
      guard state.items.contains(where: { $0.id == id }) else {
        let hint = Self.choices(in: state).map { "choose \($0)" } ?? "the list is empty"
        return .report("\(id) is not on the list; \(hint)")
      }
      // The list shows the page of the item last opened, however it was opened: by a choice
      // here or by a link (see ItemsCoordinator), so back finds the same page either way.
      _ = state.reveal(id)
      return .send(.delegate(.itemSelected(id)))
    case .nextPageTapped:
      guard state.hasNextPage else { return .none }
      state.page = state.shownPage + 1
      return .none
    case .previousPageTapped:
      guard state.hasPreviousPage else { return .none }
      state.page = state.shownPage - 1
      return .none
    case .delegate:
      return .none
    }
  }

  /// The page, counted from 0, that holds the item `id`, or `nil` when no item has that id.
  public static func page(containing id: Int, in state: State) -> Int? {
    state.items.firstIndex { $0.id == id }.map { $0 / pageSize }
  }

  /// The ids that can be chosen, said briefly: a range when they run without gaps, as
  /// `an id from 1 to 100`, and otherwise the first few; `nil` when the list is empty.
  static func choices(in state: State) -> String? {
    let ids = state.items.map(\.id)
    guard let low = ids.min(), let high = ids.max() else { return nil }
    if low == high { return "the id \(low)" }
    let (span, overflow) = high.subtractingReportingOverflow(low)
    if !overflow, Set(ids).count - 1 == span { return "an id from \(low) to \(high)" }
    let listed = ids.prefix(6).map(String.init).joined(separator: ", ")
    return "one of \(listed)" + (ids.count > 6 ? ", ..." : "")
  }
}
