import Architecture
import EnumPaths
import Navigation
import Presentation

// Three coordinators nested through their route stacks, the shape the budgets are about:
// Outer's top route shows Middle, Middle's top route shows Inner, Inner's top route shows the
// Numbers screen that the measured action reaches. The three levels are written out rather
// than made one generic type because apps' coordinators are concrete: a generic level would
// measure unspecialised generic dispatch instead of the architecture. Each level reaches its
// stack as the coordinators' skeleton does (a `RouteStackReach` to a stored property), not
// through a key path or a closure.

/// A level's state, which keeps its stack in `routes`.
protocol StackHolding<Screen> {
  associatedtype Screen
  var routes: RouteStack<Screen> { get set }
}

/// The stack of a level's state, reached in place as the coordinators' skeleton reaches its own.
struct ReachingStack<State: StackHolding>: RouteStackReach {
  func withRoutes<Result>(
    of root: inout State, _ body: (inout RouteStack<State.Screen>) -> Result
  ) -> Result {
    body(&root.routes)
  }
}

/// The measured screen: a counter beside a payload of any size.
struct Numbers: Reducer {
  struct State: Equatable {
    var values: [Int]
    var counter = 0
  }
  enum Action: Equatable, Sendable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.counter += 1
    state.values[0] &+= 1
    return .none
  }
}

/// A coordinator whose top route shows Numbers and whose other routes fill the stack's depth.
struct Inner: Reducer {
  enum Screen {
    case child(Numbers.State)
    case placeholder
  }
  enum ScreenAction: Sendable { case child(Numbers.Action) }
  struct State: StackHolding { var routes: RouteStack<Screen> }
  enum Action: Sendable { case routes(StackAction<Screen, ScreenAction>) }

  static let screenChild = CasePath<Screen, Numbers.State>(Screen.child) {
    if case .child(let state) = $0 { state } else { nil }
  }
  static let actionChild = CasePath<ScreenAction, Numbers.Action>(ScreenAction.child) {
    if case .child(let action) = $0 { action } else { nil }
  }
  static let actionRoutes = CasePath<Action, StackAction<Screen, ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let body = Reduce<State, Action> { _, _ in .none }
    .forEachRoute(ReachingStack<State>(), action: actionRoutes) {
      ScopeCase(state: screenChild, action: actionChild) { Numbers() }
    }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// A stack `depth` routes deep whose top shows `child`.
  static func state(depth: Int, top child: Numbers.State) -> State {
    State(routes: stack(depth: depth, top: .child(child), filler: .placeholder))
  }
}

/// A coordinator whose top route shows Inner and whose other routes fill the stack's depth.
struct Middle: Reducer {
  enum Screen {
    case child(Inner.State)
    case placeholder
  }
  enum ScreenAction: Sendable { case child(Inner.Action) }
  struct State: StackHolding { var routes: RouteStack<Screen> }
  enum Action: Sendable { case routes(StackAction<Screen, ScreenAction>) }

  static let screenChild = CasePath<Screen, Inner.State>(Screen.child) {
    if case .child(let state) = $0 { state } else { nil }
  }
  static let actionChild = CasePath<ScreenAction, Inner.Action>(ScreenAction.child) {
    if case .child(let action) = $0 { action } else { nil }
  }
  static let actionRoutes = CasePath<Action, StackAction<Screen, ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let body = Reduce<State, Action> { _, _ in .none }
    .forEachRoute(ReachingStack<State>(), action: actionRoutes) {
      ScopeCase(state: screenChild, action: actionChild) { Inner() }
    }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// A stack `depth` routes deep whose top shows `child`.
  static func state(depth: Int, top child: Inner.State) -> State {
    State(routes: stack(depth: depth, top: .child(child), filler: .placeholder))
  }
}

/// A coordinator whose top route shows Middle and whose other routes fill the stack's depth.
struct Outer: Reducer {
  enum Screen {
    case child(Middle.State)
    case placeholder
  }
  enum ScreenAction: Sendable { case child(Middle.Action) }
  struct State: StackHolding { var routes: RouteStack<Screen> }
  enum Action: Sendable { case routes(StackAction<Screen, ScreenAction>) }

  static let screenChild = CasePath<Screen, Middle.State>(Screen.child) {
    if case .child(let state) = $0 { state } else { nil }
  }
  static let actionChild = CasePath<ScreenAction, Middle.Action>(ScreenAction.child) {
    if case .child(let action) = $0 { action } else { nil }
  }
  static let actionRoutes = CasePath<Action, StackAction<Screen, ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let body = Reduce<State, Action> { _, _ in .none }
    .forEachRoute(ReachingStack<State>(), action: actionRoutes) {
      ScopeCase(state: screenChild, action: actionChild) { Middle() }
    }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// A stack `depth` routes deep whose top shows `child`.
  static func state(depth: Int, top child: Middle.State) -> State {
    State(routes: stack(depth: depth, top: .child(child), filler: .placeholder))
  }
}

/// A stack `depth` routes deep: `filler` below, `top` on top.
func stack<Screen>(depth: Int, top: Screen, filler: Screen) -> RouteStack<Screen> {
  var routes = RouteStack<Screen>(root: depth == 1 ? top : filler)
  if depth > 1 {
    _ = routes.push(contentsOf: Array(repeating: filler, count: depth - 2))
    _ = routes.push(top)
  }
  return routes
}
