public import Navigation

/// The navigation of an app as a front end shows it: stacks of titled routes, tab containers,
/// and coordinators nested inside routes.
///
/// Every coordinator describes its own part with a pure function and embeds its children's
/// descriptions, so the runtime can print the tree, follow the focus to the screen on top, and
/// plan the transitions between two trees without knowing any screen type.
public struct NavigationNode: Equatable, Sendable {
  /// What the node holds.
  public enum Content: Equatable, Sendable {
    /// A route stack, root first.
    case stack(StackNode)
    /// A tab container: each tab's navigation and the position of the selected one.
    case tabs([TabNode], selected: Int)
  }

  /// The node's name, as the tree and transition lines show it.
  public var name: String
  /// The stack or tabs.
  public var content: Content

  /// A node with this name and content.
  public init(name: String, content: Content) {
    self.name = name
    self.content = content
  }

  /// A stack node from a route stack, naming each screen with `title` and describing the
  /// navigation nested in a screen (a child coordinator) with `nested`.
  ///
  /// Nothing is read yet: a route is titled when a front end reads it (see ``StackNode``), so
  /// describing a stack costs the same at any depth.
  @inlinable
  public init<Screen: Sendable>(
    name: String,
    stack: RouteStack<Screen>,
    title: @escaping @Sendable (Screen) -> String,
    nested: @escaping @Sendable (Screen) -> NavigationNode? = { _ in nil }
  ) {
    self.name = name
    content = .stack(StackNode(stack, title: title, nested: nested))
  }

  /// A tab container node; `selected` must be a position in `tabs`.
  public static func tabs(name: String, _ tabs: [TabNode], selected: Int) -> Self {
    Self(name: name, content: .tabs(tabs, selected: selected))
  }
}

/// One route of a stack node.
public struct RouteNode: Equatable, Sendable {
  /// The route's identity in its stack.
  public var id: RouteID
  /// How the route appears.
  public var style: RouteStyle
  /// The title of the screen it shows.
  public var title: String
  /// The navigation of a child coordinator this route shows, if it shows one.
  public var nested: NavigationNode?

  /// A route node.
  public init(id: RouteID, style: RouteStyle, title: String, nested: NavigationNode? = nil) {
    self.id = id
    self.style = style
    self.title = title
    self.nested = nested
  }
}

/// One tab of a tab container node.
public struct TabNode: Equatable, Sendable {
  /// The tab's name.
  public var name: String
  /// The tab's navigation.
  public var node: NavigationNode

  /// A tab node.
  public init(name: String, node: NavigationNode) {
    self.name = name
    self.node = node
  }
}
