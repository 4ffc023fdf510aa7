/// How a route appears: the root, pushed onto a navigation stack, or presented modally.
///
/// A sheet or cover starts a new *presentation layer*. If it embeds navigation, routes can be
/// pushed inside that layer; otherwise only another presentation can go above it.
public enum RouteStyle: Hashable, Sendable {
  /// The first route of every stack, which nothing can remove.
  case root(embedsNavigation: Bool)
  /// Pushed onto the navigation of the layer below; only valid where that layer embeds one.
  case push
  /// Presented as a sheet, a modal the user can usually swipe away.
  case sheet(embedsNavigation: Bool)
  /// Presented as a full-screen cover, a modal that hides what is underneath.
  case cover(embedsNavigation: Bool)

  /// Whether this route starts a presentation layer: the root, a sheet or a cover.
  public var startsLayer: Bool {
    if case .push = self { false } else { true }
  }

  /// Whether this route is a sheet or a cover.
  public var isPresentation: Bool {
    switch self {
    case .sheet, .cover: true
    case .root, .push: false
    }
  }

  /// Whether routes may be pushed in the layer this route starts; `false` for a push.
  public var embedsNavigation: Bool {
    switch self {
    case .root(let embeds), .sheet(let embeds), .cover(let embeds): embeds
    case .push: false
    }
  }
}
