public import Navigation

/// The routes of a stack node, root first, each read when it is asked for.
///
/// Describing a stack thus costs the same at any depth: a front end reads the routes that changed
/// (``revision``, ``routesChanged(since:)``) and those a breadcrumb shows, never all of them.
public struct StackNode: RandomAccessCollection, Sendable {
  /// Where the routes come from.
  @usableFromInline let source: any StackSource
  @usableFromInline let routeCount: Int
  /// The position of the route that starts the top layer: the top sheet or cover, or the root.
  public let currentLayerStart: Int
  /// The identity of the stack's next route: above all it held, unless it was assigned wholesale.
  @usableFromInline package let nextID: RouteID

  /// Routes given one by one, as a test or a hand-built tree gives them.
  public init(_ routes: [RouteNode]) {
    source = ListedRoutes(routes: routes)
    routeCount = routes.count
    currentLayerStart = routes.lastIndex { $0.style.startsLayer } ?? 0
    nextID = RouteID((routes.map(\.id.rawValue).max() ?? -1) + 1)
  }

  /// The routes of `stack`, titled by `title`, each nesting what `nested` describes.
  @inlinable
  public init<Screen: Sendable>(
    _ stack: RouteStack<Screen>,
    title: @escaping @Sendable (Screen) -> String,
    nested: @escaping @Sendable (Screen) -> NavigationNode?
  ) {
    // The stack and the closures are held once, by one reference each closure captures.
    let read = StackReading(stack, title: title, nested: nested)
    source = StackedRoutes(
      identity: { read.identity(at: $0) },
      titled: { read.titled(at: $0) },
      nested: { read.nested(at: $0) },
      position: { read.stack.position(of: $0) },
      revision: { read.stack.revision },
      changed: { read.stack.routesChanged(since: $0) })
    // Read here, where the screen type is known, not by the source's generic lookups.
    routeCount = stack.count
    currentLayerStart = stack.position(of: stack.currentNavigationRoot.id) ?? 0
    nextID = stack.nextID
  }

  /// The position of the root.
  public var startIndex: Int { 0 }
  /// The position after the top route.
  public var endIndex: Int { routeCount }

  /// The route at `position`, titled now.
  public subscript(position: Int) -> RouteNode { source.route(at: position) }

  /// The route at `position` without the navigation nested in it: what a breadcrumb reads.
  public func titled(at position: Int) -> RouteNode {
    source.titled(at: position)
  }

  /// The navigation nested in the route at `position`, untitled: what following focus reads.
  package func nested(at position: Int) -> NavigationNode? {
    source.nested(at: position)
  }

  /// The identity and style of the route at `position`, without titling it.
  public func identity(at position: Int) -> (id: RouteID, style: RouteStyle) {
    source.identity(at: position)
  }

  /// The position of the route with this identity, in O(1) for a stack's routes.
  package func position(of id: RouteID) -> Int? {
    source.position(of: id)
  }

  /// The stack's `RouteStack.revision`, taken when asked; `nil` for routes given one by one.
  public var revision: RouteStackRevision? { source.revision() }

  /// The routes whose screens changed in place since `revision`; `nil` when the stack cannot
  /// tell, or for routes given one by one.
  public func routesChanged(since revision: RouteStackRevision) -> [RouteID]? {
    source.routesChanged(since: revision)
  }
}

extension StackNode: Equatable {
  /// Nodes are equal when their routes are, read one by one.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension StackNode: ExpressibleByArrayLiteral {
  /// Routes given one by one, root first.
  public init(arrayLiteral routes: RouteNode...) {
    self.init(routes)
  }
}

/// What a stack node reads its routes from.
@usableFromInline protocol StackSource: Sendable {
  func route(at position: Int) -> RouteNode
  func titled(at position: Int) -> RouteNode
  func nested(at position: Int) -> NavigationNode?
  func identity(at position: Int) -> (id: RouteID, style: RouteStyle)
  func position(of id: RouteID) -> Int?
  func revision() -> RouteStackRevision?
  func routesChanged(since revision: RouteStackRevision) -> [RouteID]?
}

/// Routes given one by one.
private struct ListedRoutes: StackSource {
  let routes: [RouteNode]

  func route(at position: Int) -> RouteNode { routes[position] }
  func titled(at position: Int) -> RouteNode {
    var route = routes[position]
    route.nested = nil
    return route
  }
  func nested(at position: Int) -> NavigationNode? { routes[position].nested }
  func identity(at position: Int) -> (id: RouteID, style: RouteStyle) {
    (routes[position].id, routes[position].style)
  }
  func position(of id: RouteID) -> Int? { routes.firstIndex { $0.id == id } }
  func revision() -> RouteStackRevision? { nil }
  func routesChanged(since revision: RouteStackRevision) -> [RouteID]? { nil }
}
