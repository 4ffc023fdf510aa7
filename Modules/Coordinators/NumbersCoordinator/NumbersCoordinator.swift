public import Architecture
public import EnumPaths
public import Navigation
public import NumberFactClient
public import NumbersListFeature

/// The numbers example's coordinator: it owns the route stack and every navigation decision.
///
/// - Choosing a number on the list pushes its detail; previewing one presents the same detail
///   screen as a sheet with navigation of its own.
/// - A detail's "show double" pushes another detail, inside whichever navigation it is in, and
///   its "divisors" pushes the divisors of its number, from which a divisor's detail is pushed.
/// - A detail's or the divisors' "done" removes it (a pop, or the sheet's dismissal when it is the sheet's root).
/// - A deep link replaces the whole stack in one update, keeping the routes that stay.
public struct NumbersCoordinator: StackCoordinator {
  /// The navigation state.
  public struct State: Codable, Equatable, Sendable {
    /// The screens, the list at the root.
    public var routes: RouteStack<Screen>

    /// The list alone. Pushed inside a parent's navigation, the coordinator's own pushes
    /// continue that navigation, so its root embeds navigation either way.
    public init(list: NumbersList.State = NumbersList.State()) {
      routes = RouteStack(root: .list(list))
    }

    /// A coordinator showing these routes.
    public init(routes: RouteStack<Screen>) {
      self.routes = routes
    }
  }

  /// What happens to the coordinator.
  public enum Action: Equatable, Sendable {
    /// An action of a screen, or a request to dismiss one.
    case routes(StackAction<ScreenAction>)
    /// A deep link was opened: these routes, root first, are the whole new stack.
    case linkOpened([Route<Screen>])
  }

  /// Where the state keeps its stack.
  public static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) =
    \.routes
  /// How actions carry the screens' actions.
  public static let routesAction = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let factClient: NumberFactClient

  /// A coordinator whose details ask `factClient` for facts.
  public init(factClient: NumberFactClient) {
    self.factClient = factClient
  }

  /// Every navigation decision of the example, in one place: a screen's events are decided by
  /// the screens' declaration (``screenEvent(_:from:in:)``), a link here.
  public static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.screen(let id, let screenAction)):
      return screenEvent(screenAction, from: id, in: &state)
    case .linkOpened(let routes):
      // A link comes from outside: its routes are checked here, where they enter.
      do {
        try state.routes.replace(with: routes, keepingScreensWhile: isSamePlace)
      } catch {
        return .report("nothing changed: \(error)")
      }
    case .routes(.dismiss):
      // forEachRoute has carried it out: nothing is left to decide.
      break
    }
    return .none
  }
}
