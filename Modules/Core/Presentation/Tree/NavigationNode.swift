public import Navigation

/// An app's navigation as a front end shows it: stacks of titled routes, tabs, nested children.
///
/// Each coordinator describes its part and embeds its children's, so the runtime prints the
/// tree, follows the focus and plans transitions without knowing any screen type.
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

  /// A stack node from a route stack, each screen titled by `title` and its nested navigation
  /// described by `nested` only when a front end reads the route.
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
