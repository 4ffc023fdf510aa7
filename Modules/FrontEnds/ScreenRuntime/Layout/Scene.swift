public import Navigation
public import Presentation

/// What the full-screen front end draws of an app's navigation: the tabs, the uppermost sheet
/// or cover, and where back goes, read from the navigation tree along the way to the screen
/// on top.
///
/// Only the levels on that way are read, and of each stack only its top routes and the start
/// of its top layer, so a scene costs the same under ten thousand routes as under two.
public struct Scene: Equatable, Sendable {
  /// A tab container on the way to the screen on top.
  public struct Tabs: Equatable, Sendable {
    /// The tabs' names, in order.
    public var names: [String]
    /// The position of the selected tab.
    public var selected: Int
  }

  /// The uppermost sheet or cover on the way to the screen on top.
  public struct Presentation: Equatable, Sendable {
    /// How the route is presented: a sheet or a cover.
    public var style: RouteStyle
    /// The title of the presented route, which a panel's frame shows.
    public var title: String
    /// The title of the screen it was presented over.
    public var parentTitle: String
    /// Whether the presentation stands in its own navigation, and so has a bar of its own.
    public var hasNavigation: Bool
    /// What tells this presentation from any other on screen: the tabs and the stack level
    /// it is in, and its route's identity.
    public var key: String
    /// How many sheets are under it on the way from the root: a sheet on a sheet is drawn as
    /// a smaller panel over the one under it.
    public var sheetsUnder = 0

    /// Whether it is a cover, which takes the whole screen.
    public var isCover: Bool {
      if case .cover = style { true } else { false }
    }
  }

  /// The first tab container on the way, shown as the tab bar unless a cover above it hides
  /// it.
  public var tabs: Tabs?
  /// The uppermost sheet or cover, if any.
  public var presentation: Presentation?
  /// The title of the screen back goes to, if the tree shows one: the step under the top.
  public var backTitle: String?
  /// How many screens are on the way to the top, tabs included: more after a push, fewer
  /// after a pop.
  public var depth: Int

  /// The scene of `tree`.
  public init(_ tree: NavigationNode) {
    tabs = nil
    presentation = nil
    backTitle = nil
    depth = 0
    var node = tree
    var place = ""
    var level = 0
    var tabsCovered = false
    var sheets = 0
    reading: while true {
      switch node.content {
      case .tabs(let all, let selected):
        guard all.indices.contains(selected) else { break reading }
        if tabs == nil {
          tabs = Tabs(names: all.map(\.name), selected: selected)
          tabsCovered = false
        }
        place += all[selected].name + "/"
        // A tab's first screen has nothing to go back to within the tab.
        backTitle = nil
        depth += 1
        node = all[selected].node
      case .stack(let routes):
        guard !routes.isEmpty else { break reading }
        let count = routes.count
        depth += count
        if count >= 2 { backTitle = routes.titled(at: count - 2).title }
        let start = routes.currentLayerStart
        if start > 0 {
          let presented = routes[start]
          presentation = Presentation(
            style: presented.style, title: presented.title,
            parentTitle: routes.titled(at: start - 1).title,
            hasNavigation: presented.style.embedsNavigation || presented.nested != nil,
            key: "\(place)\(level):\(presented.id)", sheetsUnder: sheets)
          if case .sheet = presented.style { sheets += 1 }
          if tabs != nil, case .cover = presented.style { tabsCovered = true }
        }
        level += 1
        guard let nested = routes[count - 1].nested else { break reading }
        node = nested
      }
    }
    if tabsCovered { tabs = nil }
  }
}
