public import Architecture
public import EnumPaths
public import Navigation

/// The skeleton a flow runs on: a stack of screens run by what the state holds, each screen on
/// its own route, then the flow's decisions, then the lifetimes of routes that left are
/// settled (see `ForEachRoute`).
///
/// A coordinator conforms to ``Coordinator``, whose screens are declared once each; this is for
/// an engine whose screens depend on its state, as a flow's steps run by the flow's definition
/// (``screens(in:)``).
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
  /// request, say), and about a route's closing before the stack carries it out.
  ///
  /// Required of a coordinator with actions of its own, so that none is dropped unread; one
  /// whose actions are ``CoordinatorAction``'s decides nothing here unless it says so.
  func navigate(_ state: inout State, _ action: Action) -> Effect<Action>

  /// Carries out a link's new stack (`StackAction.linkOpened`): a flow refuses it and changes
  /// nothing, since its links carry its answers too.
  static func follow(
    _ routes: [Route<Screen>], child: ScreenAction?, in state: inout State
  ) -> Effect<Action>
}

extension RoutesCoordinator {
  /// Runs the screen an action is for, then the coordinator's decisions, then cancels the work
  /// of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let screens = screens(in: state)
    return Reduce(decisions)
      .forEachRoute(
        ReachingRoutes<State>(),
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

  /// Refuses a link's new stack: the coordinator's links are not written as its stack.
  @inlinable
  public static func follow(
    _ routes: [Route<Screen>], child: ScreenAction?, in state: inout State
  ) -> Effect<Action> {
    .report(
      "\(Self.self) opens no link as a new stack; nothing changed. Send it the action its own "
        + "open(_:in:) makes")
  }
}

extension RoutesCoordinator where Action: StackActionsOnly {
  /// No decisions beyond the screens': the coordinator has no actions of its own.
  @inlinable
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> { .none }
}
