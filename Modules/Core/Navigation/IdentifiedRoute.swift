/// A route inside a ``RouteStack``, with the identity the stack gave it.
public struct IdentifiedRoute<Screen> {
  /// The identity, stable while the route stays in its stack.
  public let id: RouteID
  /// How the screen appears.
  public let style: RouteStyle
  /// The screen's value, which may change in place under the same identity.
  public var screen: Screen

  /// A route with a known identity; stacks make these, tests may too.
  @inlinable
  public init(id: RouteID, style: RouteStyle, screen: Screen) {
    self.id = id
    self.style = style
    self.screen = screen
  }

  /// The route without its identity.
  public var route: Route<Screen> { Route(style, screen) }
}

extension IdentifiedRoute: Equatable where Screen: Equatable {}
extension IdentifiedRoute: Hashable where Screen: Hashable {}
extension IdentifiedRoute: Sendable where Screen: Sendable {}
extension IdentifiedRoute: Codable where Screen: Codable {}
