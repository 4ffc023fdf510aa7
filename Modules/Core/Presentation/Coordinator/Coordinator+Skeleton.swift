public import Architecture
public import EnumPaths
import Navigation

extension Coordinator {
  /// The first of ``screens`` that holds `screen`, or one that reports it as undeclared.
  @inlinable
  public static func feature(of screen: Screen) -> ScreenCase<Screen, ScreenAction> {
    for declaration in screens where declaration.holds(screen) { return declaration }
    return .undeclared(in: "\(Self.self)")
  }

  /// Runs the screen's reducer, then the decisions, then cancels the work of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let screens = Screens(dependencies, feature: Self.feature(of:))
    let effect = CoordinatorDecisions(self)
      .forEachRoute(
        ReachingRoutes<Self>(),
        action: CasePath({ Action.routes($0) }, extract: { $0.routes })
      ) { screens }
      .reduce(into: &state, action: action)
    guard let gate = Self.gate else { return effect }
    return .merge(effect, Self.keepGate(gate, in: &state, after: action))
  }

  /// Sends a screen's action to ``decide(_:from:in:)``, a link's new stack to
  /// ``follow(_:child:in:)``, and the rest to ``navigate(_:_:)``.
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
}

extension Coordinator where Action == CoordinatorAction<Screen, ScreenAction, Delegate> {
  /// No decisions beyond the screens': the coordinator has no actions of its own.
  @inlinable
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> { .none }
}
