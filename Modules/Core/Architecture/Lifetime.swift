public import Navigation

/// One step of the path from the root of the state down to the feature that started an effect.
/// The path is the effect's *lifetime*: when a step's route or tab goes, the effect is cancelled.
public enum LifetimeComponent: Hashable, Sendable, CustomStringConvertible {
  /// A route of a route stack, by identity.
  case route(RouteID)
  /// A tab of a tab container, by position.
  case tab(Int)

  /// A compact form for reports, as in `route#3`.
  public var description: String {
    switch self {
    case .route(let id): "route\(id)"
    case .tab(let index): "tab\(index)"
    }
  }
}

/// What a cancellation reaches, below a lifetime path.
public enum CancellationTarget: Hashable, Sendable {
  /// The effects started at exactly this path with this identifier.
  case id(CancelID)
  /// Every effect at this path or below it.
  case everything
  /// Every effect below a route whose identity is in the range: the routes that left at once.
  case routes(ClosedRange<Int>)
}

/// A request to cancel running effects: where in the tree, and which.
public struct Cancellation: Hashable, Sendable {
  /// The path, outermost first, below which the target is looked for.
  public var path: [LifetimeComponent]
  /// Which effects under the path.
  public var target: CancellationTarget

  /// A request to cancel `target` under `path`.
  @inlinable
  public init(path: [LifetimeComponent], target: CancellationTarget) {
    self.path = path
    self.target = target
  }

  /// Whether an effect started at `lifetime` with `cancelID` is reached.
  public func reaches(lifetime: [LifetimeComponent], cancelID: CancelID?) -> Bool {
    guard lifetime.count >= path.count, lifetime.starts(with: path) else { return false }
    switch target {
    case .everything:
      return true
    case .id(let id):
      return lifetime.count == path.count && cancelID == id
    case .routes(let range):
      guard lifetime.count > path.count, case .route(let id) = lifetime[path.count] else {
        return false
      }
      return range.contains(id.rawValue)
    }
  }
}
