/// A screen and how it appears: what a caller asks a ``RouteStack`` to show.
///
/// The stack gives it an identity when it arrives (see ``IdentifiedRoute``). The static
/// constructors read like the intent: `.push(.detail(3))`, `.sheet(.settings)`.
public struct Route<Screen> {
  /// How the screen appears.
  public var style: RouteStyle
  /// The screen's value: in this package, a feature's state.
  public var screen: Screen

  /// A route with an explicit style.
  public init(_ style: RouteStyle, _ screen: Screen) {
    self.style = style
    self.screen = screen
  }

  /// The first route of a stack; it embeds navigation unless it lives inside a parent's.
  public static func root(_ screen: Screen, embedsNavigation: Bool = true) -> Self {
    Self(.root(embedsNavigation: embedsNavigation), screen)
  }

  /// A screen pushed onto the current navigation.
  public static func push(_ screen: Screen) -> Self {
    Self(.push, screen)
  }

  /// A sheet, with navigation of its own when `embedsNavigation`.
  public static func sheet(_ screen: Screen, embedsNavigation: Bool = false) -> Self {
    Self(.sheet(embedsNavigation: embedsNavigation), screen)
  }

  /// A full-screen cover, with navigation of its own when `embedsNavigation`.
  public static func cover(_ screen: Screen, embedsNavigation: Bool = false) -> Self {
    Self(.cover(embedsNavigation: embedsNavigation), screen)
  }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}
extension Route: Codable where Screen: Codable {}
