public import EnumPaths
public import Navigation

/// Runs a coordinator's reducer together with the reducer of every screen in its route stack.
///
/// - Routing: a screen action reaches its route by identity in O(1); the screen runs first, so
///   the coordinator sees its new state. An action for a route that is gone is reported.
/// - Lifetimes: when routes leave the stack, however they leave, their effects and those of
///   everything nested in them are cancelled in the same update.
/// - Closing: ``StackAction/close(_:)`` removes a route whatever its style. The root is the
///   host's to close: closing it is reported and changes nothing.
@usableFromInline
package struct ForEachRoute<
  Parent: Reducer, Screen: Reducer, Reach: RouteStackReach<Parent.State, Screen.State>
>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let routes: Reach
  @usableFromInline let action: CasePath<Parent.Action, StackAction<Screen.State, Screen.Action>>
  @usableFromInline let screen: Screen

  @inlinable
  init(
    parent: Parent,
    routes: Reach,
    action: CasePath<Parent.Action, StackAction<Screen.State, Screen.Action>>,
    screen: Screen
  ) {
    self.parent = parent
    self.routes = routes
    self.action = action
    self.screen = screen
  }

  /// Routes, runs, then settles the lifetimes of routes that left.
  @inlinable
  package func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var effect = Effect<Parent.Action>.none
    let before: LifetimeMark
    var closing: RouteID?
    switch self.action.extract(action) {
    case .screen(let id, let screenAction)?:
      // One access to the stack both remembers it and runs the screen.
      let (mark, screenEffect) = withRoutes(&state) { stack in
        (
          stack.lifetimeMark,
          stack.modifyScreen(id: id) { screen.reduce(into: &$0, action: screenAction) }
        )
      }
      before = mark
      guard let screenEffect else {
        return .report("\(screenAction) arrived for route \(id), which has left the stack; ignored")
      }
      // Most actions start no work, and then no closure is made to embed their actions.
      if !screenEffect.isNone {
        let embed = self.action.embed
        effect = screenEffect.scoped(under: .route(id), embed: { embed(.screen(id, $0)) })
      }
    case .close(let id)?:
      closing = id
      before = withRoutes(&state) { $0.lifetimeMark }
    case .linkOpened?, nil:
      before = withRoutes(&state) { $0.lifetimeMark }
    }
    effect = effect.merging(parent.reduce(into: &state, action: action))
    // One access for all three, as each access is a call through the reaching closure.
    let (settling, departed) = withRoutes(&state) { stack in
      var settling = Effect<Parent.Action>.none
      if let closing { settling = close(closing, in: &stack) }
      settling = settling.merging(Self.bound(&stack))
      let departed = stack.lifetimeMark == before ? nil : before.departedRoutes(keeping: stack)
      return (settling, departed)
    }
    effect = effect.merging(settling)
    if let departed {
      effect = effect.merging(
        Effect(operations: [.cancel(Cancellation(path: [], target: .routes(departed)))]))
    }
    return effect
  }

  /// Runs `body` on the stack, reached in place.
  @inlinable
  func withRoutes<Result>(
    _ state: inout Parent.State, _ body: (inout RouteStack<Screen.State>) -> Result
  ) -> Result {
    routes.withRoutes(of: &state, body)
  }

  /// Removes the route and everything above it; the root stays, and is reported.
  @inlinable
  func close(
    _ id: RouteID, in stack: inout RouteStack<Screen.State>
  ) -> Effect<
    Parent.Action
  > {
    // The coordinator may have handled the request already.
    guard let position = stack.position(of: id) else { return .none }
    guard position > 0 else {
      return .report(
        "route \(id) is the root of its stack, which only whoever shows the coordinator can "
          + "close; have the coordinator send its host a delegate event, and the host close the "
          + "route that shows it")
    }
    stack.goBack(stack.count - position)
    return .none
  }

  /// Takes off, and reports, the routes a decision added beyond `RouteStack.capacity`. Bounded
  /// here because decisions push without `try`; input from outside is checked where it enters.
  @inlinable
  static func bound(_ stack: inout RouteStack<Screen.State>) -> Effect<Parent.Action> {
    let excess = stack.count - RouteStack<Screen.State>.capacity
    guard excess > 0 else { return .none }
    stack.goBack(excess)
    return .report(
      "the stack holds at most \(RouteStack<Screen.State>.capacity) routes, so the newest "
        + "\(excess) were not added; go back before going further")
  }
}

extension Reducer {
  /// This coordinator reducer with `screen` run for every route of the stack `routes`
  /// reaches, whose actions arrive through `action`, in place.
  @inlinable
  package func forEachRoute<Screen: Reducer, Reach: RouteStackReach<State, Screen.State>>(
    _ routes: Reach,
    action: CasePath<Action, StackAction<Screen.State, Screen.Action>>,
    screen: () -> Screen
  ) -> ForEachRoute<Self, Screen, Reach> {
    ForEachRoute(parent: self, routes: routes, action: action, screen: screen())
  }

  /// This coordinator reducer with `screen` run for every route of the stack at `routes`,
  /// whose actions arrive through `action`.
  ///
  /// Screens run before the coordinator, and actions for routes that are gone are reported.
  /// Routes that leave have their effects cancelled in the same update.
  /// ``StackAction/close(_:)`` removes any route but the root, which is the host's to close.
  @inlinable
  public func forEachRoute<Screen: Reducer>(
    _ routes: WritableKeyPath<State, RouteStack<Screen.State>>,
    action: CasePath<Action, StackAction<Screen.State, Screen.Action>>,
    screen: () -> Screen
  ) -> some Reducer<State, Action> {
    forEachRoute(ReachingKeyPath(routes), action: action, screen: screen)
  }
}
