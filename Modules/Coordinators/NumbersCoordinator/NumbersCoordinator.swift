public import Architecture
public import Navigation
import NumberDetailFeature
public import NumbersListFeature
public import Presentation

/// The numbers example's coordinator: it owns the route stack and every navigation decision.
///
/// - Choosing a number on the list pushes its detail; previewing one presents the same detail
///   screen as a sheet with navigation of its own.
/// - A detail's "show double" pushes another detail, inside whichever navigation it is in, and
///   its "divisors" pushes the divisors of its number, from which a divisor's detail is pushed.
/// - A detail's or the divisors' "done" removes it (a pop, or the sheet's dismissal when it is the sheet's root).
/// - A deep link replaces the whole stack in one update, keeping the routes that stay.
public struct NumbersCoordinator: LinkedCoordinator {
  /// The navigation state.
  public struct State: CheckedRoutesState, Equatable, Sendable {
    /// The screens: the list at the root, or the detail a host starts the coordinator at.
    public var routes: RouteStack<Screen>

    /// The list alone, at a root that embeds navigation, as a host's pushed route does.
    public init(list: NumbersList.State = NumbersList.State()) {
      routes = RouteStack(root: .list(list))
    }

    /// One number's detail at the root, as a host shows a number in a sheet of its own: its
    /// "done" then asks the host to close the coordinator.
    public init(detail number: Int) {
      routes = RouteStack(root: .detail(NumberDetail.State(number: number)))
    }

    /// A coordinator showing these routes.
    public init(routes: RouteStack<Screen>) {
      self.routes = routes
    }
  }

  /// What happens to the coordinator.
  public enum Action: RoutesAction, Codable, Equatable, Sendable {
    /// An action of a screen, or a request to close one.
    case routes(StackAction<ScreenAction>)
    /// A deep link was opened: these routes, root first, are the whole new stack.
    case linkOpened([Route<Screen>])
    /// Events for whoever shows the coordinator.
    case delegate(Delegate)

    /// The screen's action or closing, if this is one.
    public var routes: StackAction<ScreenAction>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  /// What the coordinator tells whoever shows it: nothing yet. Hosts switch over it all the
  /// same, so that the first event it gains does not compile until every host decides it.
  public enum Delegate: NoEvents, Equatable, Sendable {}

  /// What the details read from the outside world: the number-fact client.
  public let dependencies: Dependencies

  /// A coordinator whose features read `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// Every navigation decision of the example, in one place: a screen's events are decided by
  /// the screens' declaration (``screenEvent(_:from:in:)``), a link here.
  public func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .routes(.screen(let id, let screenAction)):
      return screenEvent(screenAction, from: id, in: &state)
    case .linkOpened(let routes):
      return Self.follow(routes, in: &state)
    case .routes(.close), .delegate:
      // forEachRoute has carried out the closing; the coordinator's own report goes up.
      break
    }
    return .none
  }
}
