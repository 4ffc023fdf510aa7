/// The state of a tab container: the selected tab, and one child per tab, kept while another
/// is selected so that the user finds each tab as they left it.
public struct Tabs<Tab: Hashable, Child> {
  /// The tabs, in display order, with their children.
  public private(set) var tabs: [Tab]
  /// Each tab's child, in the order of `tabs`.
  public var children: [Child]
  /// The position of the selected tab in `tabs`.
  public private(set) var selectedIndex: Int

  /// A container with these tabs and children, selecting `selected` or else the first; `nil`
  /// when `children` is empty. A tab appearing twice keeps its first child.
  public init?(_ children: [(tab: Tab, child: Child)], selected: Tab? = nil) {
    var seen = Set<Tab>()
    let unique = children.filter { seen.insert($0.tab).inserted }
    guard !unique.isEmpty else { return nil }
    tabs = unique.map(\.tab)
    self.children = unique.map(\.child)
    selectedIndex = selected.flatMap { unique.map(\.tab).firstIndex(of: $0) } ?? 0
  }

  /// The selected tab.
  public var selected: Tab { tabs[selectedIndex] }

  /// The position of a tab, or `nil` when there is no such tab.
  public func index(of tab: Tab) -> Int? {
    tabs.firstIndex(of: tab)
  }

  /// The selected tab's child.
  public var selectedChild: Child {
    get { children[selectedIndex] }
    set { children[selectedIndex] = newValue }
  }

  /// Selects a tab; returns `false` and changes nothing when there is no such tab.
  @discardableResult
  public mutating func select(_ tab: Tab) -> Bool {
    guard let index = index(of: tab) else { return false }
    selectedIndex = index
    return true
  }

  /// The child of `tab`, or `nil` when there is no such tab.
  public subscript(tab: Tab) -> Child? {
    index(of: tab).map { children[$0] }
  }
}

extension Tabs: Equatable where Child: Equatable {
  /// Equal when the tabs, their children and the selection are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tabs == rhs.tabs && lhs.selectedIndex == rhs.selectedIndex
      && lhs.children == rhs.children
  }
}

extension Tabs: Sendable where Tab: Sendable, Child: Sendable {}

/// The actions of a tab container.
public enum TabsAction<Tab, ChildAction> {
  /// The user selected a tab.
  case tabSelected(Tab)
  /// An action of a tab's child.
  case tab(Tab, ChildAction)
}

extension TabsAction: Equatable where Tab: Equatable, ChildAction: Equatable {}
extension TabsAction: Sendable where Tab: Sendable, ChildAction: Sendable {}
extension TabsAction: Codable where Tab: Codable, ChildAction: Codable {}

extension Tabs {
  /// A container whose first tab is given apart, so it is never empty; a repeated tab keeps
  /// its first child.
  public init(
    first: (tab: Tab, child: Child), _ rest: [(tab: Tab, child: Child)], selected: Tab? = nil
  ) {
    var seen: Set<Tab> = [first.tab]
    let unique = [first] + rest.filter { seen.insert($0.tab).inserted }
    tabs = unique.map(\.tab)
    children = unique.map(\.child)
    selectedIndex = selected.flatMap { unique.map(\.tab).firstIndex(of: $0) } ?? 0
  }
}

extension Tabs: Codable where Tab: Codable, Child: Codable {
  private enum CodingKeys: String, CodingKey {
    case tabs, children, selected
  }

  /// Decodes a container, refusing one that could not have been built.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let tabs = try container.decode([Tab].self, forKey: .tabs)
    let children = try container.decode([Child].self, forKey: .children)
    let selected = try container.decode(Int.self, forKey: .selected)
    guard !tabs.isEmpty, Set(tabs).count == tabs.count, tabs.count == children.count,
      tabs.indices.contains(selected)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .tabs, in: container,
        debugDescription:
          "a tab container needs at least one tab, each once, one child per tab and a "
          + "selected position among them")
    }
    self.tabs = tabs
    self.children = children
    selectedIndex = selected
  }

  /// Encodes the tabs, their children and the selected position.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(children, forKey: .children)
    try container.encode(selectedIndex, forKey: .selected)
  }
}
