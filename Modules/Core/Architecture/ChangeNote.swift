/// Where one update changed screens in place, as the reducer that routed it notes it: a front
/// end shows the change from these notes instead of comparing whole trees.
///
/// `forEachRoute` notes its stack for every action it runs. A screen action reached its route
/// by identity, so that route is the one it changed. A close only removes routes, which
/// identities tell (they only count up), so nothing in the stack changed in place. An action
/// of the coordinator's own may have changed any of its screens. `TabContainer` notes the tab
/// an action reached. Each scope an effect crosses on its way up prepends its step, as it does
/// to lifetimes, so the store receives paths from the root.
///
/// Only these two take route and tab steps, so a note that crossed a step says what the
/// reducer there would have noted: the route or tab it routed the action to. They add a note
/// of their own only when the effect they pass up has none, so an action costs one note
/// whatever its depth. A note rides along an ``Effect`` and is not work: a store gathers it
/// when a front end asks (`Store.recordsChanges`).
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

extension ChangeNote {
  /// One note for two updates merged into one effect: the same note, or else every route of
  /// the place both paths pass through, which a front end compares, since one note cannot
  /// hold two places.
  @inlinable
  public static func merged(_ first: Self?, _ second: Self?) -> Self? {
    guard let first, let second else { return first ?? second }
    if first == second { return first }
    let shared = zip(first.path, second.path).prefix { $0 == $1 }.count
    return ChangeNote(path: Array(first.path.prefix(shared)), everyRoute: true)
  }
}
