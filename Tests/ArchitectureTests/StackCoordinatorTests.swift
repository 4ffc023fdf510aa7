import Architecture
import ArchitectureTesting
import CasePaths
import Navigation
import Testing

/// A two-screen coordinator written as declarations only: the shape every coordinator has.
struct Counters: StackCoordinator {
  enum Screen: Equatable, Sendable {
    case counter(Int)
    case label(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case counter(CounterAction)
    case label(LabelAction)
  }

  enum CounterAction: Equatable, Sendable {
    case incrementTapped
    case openTapped
    case delegate(CounterEvent)
  }

  enum CounterEvent: Equatable, Sendable {
    case opened(Int)
  }

  enum LabelAction: Equatable, Sendable {
    case renamed(String)
  }

  struct State: Equatable, Sendable {
    var routes = RouteStack(root: Screen.counter(0))
  }

  enum Action: Equatable, Sendable {
    case routes(StackAction<ScreenAction>)
  }

  static let routes: any (WritableKeyPath<State, RouteStack<Screen>> & Sendable) = \.routes
  static let routesAction = CasePath<Action, StackAction<ScreenAction>>(Action.routes) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  static let counter = ScreenCase(
    Screen.counter, ScreenAction.counter,
    state: { if case .counter(let state) = $0 { state } else { nil } },
    action: { if case .counter(let action) = $0 { action } else { nil } })
  static let label = ScreenCase(
    Screen.label, ScreenAction.label,
    state: { if case .label(let state) = $0 { state } else { nil } },
    action: { if case .label(let action) = $0 { action } else { nil } })

  @ReducerBuilder<Screen, ScreenAction>
  var screens: some Reducer<Screen, ScreenAction> {
    ScopeCase(Self.counter) {
      Reduce<Int, CounterAction> { count, action in
        switch action {
        case .incrementTapped:
          count += 1
          return .none
        case .openTapped: return .send(.delegate(.opened(count)))
        case .delegate: return .none
        }
      }
    }
    ScopeCase(Self.label) {
      Reduce<String, LabelAction> { text, action in
        if case .renamed(let name) = action { text = name }
        return .none
      }
    }
  }

  static func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    if case .routes(.screen(_, .counter(.delegate(.opened(let count))))) = action {
      _ = try? state.routes.push(.label("opened at \(count)"))
    }
    return .none
  }
}

@MainActor
struct StackCoordinatorTests {
  @Test func theScreenRunsBeforeTheCoordinatorDecides() async {
    let store = TestStore(initialState: Counters.State(), reducer: Counters())
    await store.send(.routes(.screen(RouteID(0), .counter(.incrementTapped)))) {
      $0.routes.modifyScreen(id: RouteID(0)) { $0 = .counter(1) }
    }
    await store.send(.routes(.screen(RouteID(0), .counter(.openTapped))))
    await store.receive(.routes(.screen(RouteID(0), .counter(.delegate(.opened(1)))))) {
      // The decision read the count the screen had just reached.
      _ = try $0.routes.push(.label("opened at 1"))
    }
    await store.finish()
  }

  @Test func eachScreenRunsOnlyItsOwnActionsOnItsOwnRoute() async throws {
    var state = Counters.State()
    _ = try state.routes.push(.label("a"))
    let store = TestStore(initialState: state, reducer: Counters())
    await store.send(.routes(.screen(RouteID(1), .label(.renamed("b"))))) {
      $0.routes.modifyScreen(id: RouteID(1)) { $0 = .label("b") }
    }
    // A label's action sent to the counter's route is reported, and nothing changes.
    await store.send(.routes(.screen(RouteID(0), .label(.renamed("c")))))
    store.receiveReport(containing: "arrived while the screen shows another case")
    await store.finish()
  }

  @Test func aDismissalIsCarriedOutByTheSharedSkeleton() async throws {
    var state = Counters.State()
    _ = try state.routes.push(.label("a"))
    let store = TestStore(initialState: state, reducer: Counters())
    await store.send(.routes(.dismiss(RouteID(1)))) { try $0.routes.pop() }
    await store.finish()
  }
}
