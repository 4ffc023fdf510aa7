public import EnumPaths
public import Navigation

/// A coordinator that owns a stack of screens: the skeleton every coordinator shares, so that
/// one is written as its declarations alone.
///
/// A conforming coordinator says where its state keeps the stack, how its actions carry the
/// screens' actions, which reducer runs each screen, and what it decides about their events.
/// The reducer that ties these together (each screen run on its own route, then the
/// decisions, then the lifetimes of routes that left settled; see ``ForEachRoute``) is this
/// protocol's, written once.
///
/// ```swift
/// struct Numbers: StackCoordinator {
///   static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) = \.routes
///   static let routesAction = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
///     if case .routes(let action) = $0 { action } else { nil }
///   }
///   var screens: some Reducer<Screen, ScreenAction> {
///     ScopeCase(Self.list) { NumbersList() }
///     ScopeCase(Self.detail) { NumberDetail() }
///   }
///   static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> { … }
/// }
/// ```
public protocol StackCoordinator: Reducer {
  /// The reducer of every screen: one case of the screen enum each.
  associatedtype Screens: Reducer

  /// Where the state keeps its stack. Stored once: a key path literal would be made again on
  /// every action.
  static var routes: any (WritableKeyPath<State, RouteStack<Screens.State>> & Sendable) { get }

  /// How the coordinator's actions carry its screens' actions and dismissals.
  static var routesAction: CasePath<Action, StackAction<Screens.Action>> { get }

  /// The screens' reducers, one line per screen.
  @ReducerBuilder<Screens.State, Screens.Action>
  var screens: Screens { get }

  /// Every navigation decision, run after the screen that sent the action.
  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action>
}

extension StackCoordinator {
  /// Runs the screen an action is for, then the coordinator's decisions, then cancels the work
  /// of routes that left.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(Self.navigate)
      .forEachRoute(Self.routes, action: Self.routesAction) { screens }
      .reduce(into: &state, action: action)
  }
}
