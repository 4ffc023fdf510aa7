import Navigation

/// Where an action that asynchronous work delivered comes from: the feature that started the
/// work, and the client of the outside world it asked, if any.
public struct EffectOrigin: Equatable, Sendable {
  /// The path from the root to the feature that started the work, outermost first.
  public var lifetime: [LifetimeComponent]
  /// The client the work asked, as in `numberFact`; `nil` for work of the app's own.
  public var client: String?

  /// An origin at `lifetime`, from `client` or from the app.
  public init(lifetime: [LifetimeComponent], client: String? = nil) {
    self.lifetime = lifetime
    self.client = client
  }

  /// The lifetime as a trace writes it: its steps joined by `/`, as in `route#1/tab0`, or
  /// `root` for work the root started.
  public var path: String {
    lifetime.isEmpty ? "root" : lifetime.map(\.description).joined(separator: "/")
  }

  /// Reads a lifetime written as ``path``; `nil` for anything else.
  public init?(path: String, client: String?) {
    guard path != "root" else {
      self.init(lifetime: [], client: client)
      return
    }
    var lifetime: [LifetimeComponent] = []
    for step in path.split(separator: "/", omittingEmptySubsequences: false) {
      if step.hasPrefix("route#"), let number = Int(step.dropFirst(6)) {
        lifetime.append(.route(RouteID(number)))
      } else if step.hasPrefix("tab"), let index = Int(step.dropFirst(3)) {
        lifetime.append(.tab(index))
      } else {
        return nil
      }
    }
    self.init(lifetime: lifetime, client: client)
  }
}
