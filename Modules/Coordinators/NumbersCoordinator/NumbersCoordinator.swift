public import Architecture
public import CasePaths
public import Navigation
import NumberDetailFeature
public import NumberFactClient
public import NumbersListFeature

/// The numbers example's coordinator: it owns the route stack and every navigation decision.
///
/// - Choosing a number on the list pushes its detail; previewing one presents the same detail
///   screen as a sheet with navigation of its own.
/// - A detail's "show double" pushes another detail, inside whichever navigation it is in.
/// - A detail's "done" removes it (a pop, or the sheet's dismissal when it is the sheet's root).
/// - A deep link replaces the whole stack in one update, keeping the routes that stay.
public struct NumbersCoordinator: Reducer {
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

    /// Reaches the screens' actions.
    public static let routesCase = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
      if case .routes(let action) = $0 { action } else { nil }
    }
  }

  let factClient: NumberFactClient
  /// Made once: a key path literal would be instantiated again on every action.
  private static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) =
    \.routes

  /// A coordinator whose details ask `factClient` for facts.
  public init(factClient: NumberFactClient) {
    self.factClient = factClient
  }

  /// Runs the screens, then decides where to go.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(Self.navigate)
      .forEachRoute(Self.routes, action: Action.routesCase) {
        ScopeCase(state: Screen.listCase, action: ScreenAction.listCase) { NumbersList() }
          .combined(
            with: ScopeCase(state: Screen.detailCase, action: ScreenAction.detailCase) {
              NumberDetail(factClient: factClient)
            })
      }
      .reduce(into: &state, action: action)
  }

  /// Every navigation decision of the example, in one place.
  ///
  /// Exhaustive by construction: each screen's delegate events are switched over in full and
  /// each screen is named, with no catch-all, so a new event or a new screen does not compile
  /// until this decides what it means.
  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    do {
      switch action {
      case .routes(.screen(_, .list(.delegate(let event)))):
        switch event {
        case .numberSelected(let number):
          try state.routes.push(.detail(NumberDetail.State(number: number)))
        case .previewRequested(let number):
          state.routes.presentSheet(
            .detail(NumberDetail.State(number: number)), embedsNavigation: true)
        }
      case .routes(.screen(let id, .detail(.delegate(let event)))):
        switch event {
        case .showDouble(let number):
          try state.routes.push(.detail(NumberDetail.State(number: number)))
        case .finished:
          // Whatever showed the detail, removing its route is what "done" means here.
          return .send(.routes(.dismiss(id)))
        }
      case .linkOpened(let routes):
        try state.routes.replace(with: routes, keepingScreensWhile: Screen.isSamePlace)
      case .routes(.screen(_, .list)), .routes(.screen(_, .detail)), .routes(.dismiss):
        // A screen's own actions, which its reducer has run, and dismissals, which
        // forEachRoute has carried out: nothing is left to decide.
        break
      }
    } catch {
      return .report("\(action) was not carried out: \(error)")
    }
    return .none
  }
}
