/// Where one update changed screens in place, as the reducer that routed it notes it: a front
/// end shows the change from these notes instead of comparing whole trees.
///
/// `forEachRoute` notes its stack for every action it runs. A screen action reached its route
/// by identity, so that route is the one it changed. A close only removes routes, which
/// identities tell (they only count up), so nothing in the stack changed in place. An action
/// of the coordinator's own may have changed any of its screens. `TabContainer` notes the tab
/// an action reached. Each scope an effect crosses on its way up prepends its step, as it does
/// to lifetimes, so the store receives paths from the root.
public struct ChangeNote: Hashable, Sendable {
  /// The steps from the reducer that made the note down to the place it notes, a route stack
  /// or tabs, outermost first.
  public var path: [LifetimeComponent]
  /// The route or tab of that place the update reached; `nil` for none.
  public var changed: LifetimeComponent?
  /// Whether every route of the stack there may have changed in place.
  public var everyRoute: Bool

  /// A note of the place at `path`, where `changed` changed, or `everyRoute` did.
  @inlinable
  public init(
    path: [LifetimeComponent] = [], changed: LifetimeComponent? = nil, everyRoute: Bool = false
  ) {
    self.path = path
    self.changed = changed
    self.everyRoute = everyRoute
  }
}
