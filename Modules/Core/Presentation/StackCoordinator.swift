public import Architecture
public import EnumPaths
public import Navigation

/// A coordinator that owns a stack of screens: the skeleton every coordinator shares, so that
/// one is written as its declarations alone.
///
/// A conforming coordinator says which feature shows each screen (one exhaustive switch) and
/// what it decides about its screens' actions (another). The reducer that ties these together
/// (each screen run on its own route, then the decisions, then the lifetimes of routes that
/// left settled; see `ForEachRoute`), a link's new stack and the screen on top are this
/// protocol's, written once.
///
/// ```swift
/// static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
///   switch screen {
///   case .list: list
///   case .detail: detail
///   }
/// }
/// func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action> {
///   switch action {
///   case .list(.delegate(.numberSelected(let number))): state.routes.push(.detail(…))
///   …
///   }
/// }
/// ```
public protocol StackCoordinator: Presentable, SendableMetatype
where State: RoutesState<Screen>, Action: RoutesAction<Screen, ScreenAction> {
  /// The screens the stack shows, one case per feature.
  associatedtype Screen: Sendable
  /// The screens' actions, one case per feature.
  associatedtype ScreenAction: Sendable

  /// What the features and the decisions read from the outside world.
  var dependencies: Dependencies { get }

  /// The declaration of each screen: one arm per case of ``Screen`` and no catch-all, so that
  /// a screen without its feature does not compile.
  static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction>

  /// What the coordinator decides about an action of the screen on route `id`, run after the
  /// screen's own reducer: one arm per screen and no catch-all, so that a new screen's
  /// delegate events cannot be dropped.
  func decide(_ action: ScreenAction, from id: RouteID, in state: inout State) -> Effect<Action>

  /// What the coordinator decides about an action of its own, beyond its screens' (a host's
  /// request, say); nothing, unless the coordinator says otherwise.
  func navigate(_ state: inout State, _ action: Action) -> Effect<Action>

  /// Whether a link that names `rhs` where `lhs` is keeps the route, with what the user did
  /// there; no screen is the same place unless the coordinator says, as a linked one does.
  static func isSamePlace(_ lhs: Screen, _ rhs: Screen) -> Bool
}

extension StackCoordinator {
  /// Runs the screen an action is for, then the coordinator's decisions, then cancels the work
  /// of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(decisions)
      .forEachRoute(
        reaching: { state, body in body(&state.routes) },
        action: CasePath({ Action.routes($0) }, extract: { $0.routes })
      ) { Screens(dependencies, feature: Self.feature(of:)) }
      .reduce(into: &state, action: action)
  }

  /// Sends each action to its decisions: a screen's to ``decide(_:from:in:)``, a link's new
  /// stack to ``follow(_:child:in:)``, the coordinator's own to ``navigate(_:_:)``.
  @inlinable
  func decisions(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action.routes {
    case .screen(let id, let screenAction)?:
      return decide(screenAction, from: id, in: &state)
    case .linkOpened(let routes, let child)?:
      return Self.follow(routes, child: child, in: &state)
    case .close?:
      // forEachRoute carries it out.
      return .none
    case nil:
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

  /// The title of a screen, as its feature (or its declaration) gives it.
  @inlinable
  public static func title(of screen: Screen) -> String {
    feature(of: screen).title(of: screen) ?? ""
  }

  /// The navigation a screen holds within itself: a child coordinator's stack.
  @inlinable
  public static func nested(in screen: Screen) -> NavigationNode? {
    feature(of: screen).nested(in: screen)
  }

  /// The screen on top, its commands sent to its route.
  @inlinable
  public static func screen(of state: State) -> ScreenView<Action> {
    let top = state.routes.top
    let id = top.id
    // The declaration's case is the screen's own, so there is always a view.
    let view = feature(of: top.screen).view(of: top.screen) ?? ScreenView(title: "")
    return view.map { Action.routes(.screen(id, $0)) }
  }

  /// What a user's back does: a coordinator shown in the top route goes back within itself
  /// first; otherwise the top route closes, a pop or the dismissal of the presentation on top.
  ///
  /// A child that refuses to go back is taken to be at its first screen, and closed. A host
  /// whose child may refuse for another reason (a flow that must be finished first) writes its
  /// own back, as the settings tab does for the profile flow.
  /// - Throws: ``InputError`` when the root is on top, which nothing removes.
  @inlinable
  public static func back(in state: State) throws(InputError) -> Action {
    let top = state.routes.top
    // A child that cannot go back further is closed by its host, as its first screen's back.
    if let child = feature(of: top.screen).child, let within = try? child.back(in: top.screen) {
      return .routes(.screen(top.id, within))
    }
    guard state.routes.canGoBack else {
      throw InputError(
        "there is nothing to go back to: '\(title(of: state.routes.root.screen))' is the first "
          + "screen; type 'quit' to leave")
    }
    return .routes(.close(top.id))
  }

  /// The stack as a navigation node called `name`, each route titled and nested by its
  /// feature.
  @inlinable
  public static func navigation(of state: State, named name: String) -> NavigationNode {
    NavigationNode(
      name: name, stack: state.routes, title: { title(of: $0) }, nested: { nested(in: $0) })
  }
}
