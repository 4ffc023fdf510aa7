public import Architecture
public import EnumPaths
public import Navigation

/// A coordinator that owns a stack of screens, run by the skeleton every coordinator shares:
/// each screen runs on its own route, then the coordinator's decisions, then the lifetimes of
/// routes that left are settled (see `ForEachRoute`), and a link's new stack is carried out.
///
/// Most coordinators conform through ``StackCoordinator``, which runs each screen by its
/// declaration. A coordinator whose screens run by what its state holds, as a flow's steps run
/// by the flow's definition, conforms to this protocol directly and says how (``screens(in:)``).
public protocol RoutesCoordinator: Presentable, SendableMetatype
where State: RoutesState<Screen>, Action: RoutesAction<Screen, ScreenAction> {
  /// The screens the stack shows, one case per feature.
  associatedtype Screen: Sendable
  /// The screens' actions, one case per feature.
  associatedtype ScreenAction: Sendable
  /// What runs a screen on its route.
  associatedtype ScreenReducer: Reducer<Screen, ScreenAction>

  /// What runs the screens of `state`, each on its own route.
  func screens(in state: State) -> ScreenReducer

  /// What the coordinator decides about an action of the screen on route `id`, run after the
  /// screen's own reducer: one arm per screen and no catch-all, so that a new screen's
  /// delegate events cannot be dropped.
  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action>

  /// What the coordinator decides about an action of its own, beyond its screens' (a host's
  /// request, say), and about a route's closing before the stack carries it out; nothing,
  /// unless the coordinator says otherwise.
  func navigate(_ state: inout State, _ action: Action) -> Effect<Action>

  /// Whether a link that names `rhs` where `lhs` is keeps the route, with what the user did
  /// there; no screen is the same place unless the coordinator says, as a linked one does.
  static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool
}

extension RoutesCoordinator {
  /// Runs the screen an action is for, then the coordinator's decisions, then cancels the work
  /// of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let screens = screens(in: state)
    return Reduce(decisions)
      .forEachRoute(
        reaching: { state, body in body(&state.routes) },
        action: CasePath({ Action.routes($0) }, extract: { $0.routes })
      ) { screens }
      .reduce(into: &state, action: action)
  }

  /// Sends each action to its decisions: a screen's to ``decide(_:from:in:)``, a link's new
  /// stack to ``follow(_:child:in:)``, a closing and the coordinator's own to
  /// ``navigate(_:_:)``.
  @inlinable
  func decisions(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action.routes {
    case .screen(let id, let screenAction)?:
      return decide(screenAction, from: id, in: &state)
    case .linkOpened(let routes, let child)?:
      return Self.follow(routes, child: child, in: &state)
    case .close?, nil:
      // forEachRoute carries a closing out after this.
      return navigate(&state, action)
    }
  }

  /// No decisions beyond the screens'.
  @inlinable
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> { .none }

  /// No screen is the same place as another for a link.
  @inlinable
  public static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool { false }

  /// Makes `routes`, a link's whole new stack, the stack, the bottom routes that are the same
  /// place keeping their identities; then opens the rest of the link in the child on top.
  /// Routes from outside are checked here, where they enter.
  @inlinable
  public static func follow(
    _ routes: [Route<Screen>], child: ScreenAction?, in state: inout State
  ) -> Effect<Action> {
    do {
      try state.routes.replace(with: routes, keepingIdentityWhile: isSamePlace)
    } catch {
      return .report("nothing changed: \(error)")
    }
    guard let child else { return .none }
    return .send(.routes(.screen(state.routes.top.id, child)))
  }
}
