import Architecture
import ArchitectureTesting
import EnumPaths
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
    switch action {
    case .routes(.screen(_, .counter(.delegate(let event)))):
      switch event {
      case .opened(let count): _ = state.routes.push(.label("opened at \(count)"))
      }
    case .routes(.screen(_, .counter)), .routes(.screen(_, .label)), .routes(.dismiss):
      break
    }
    return .none
  }
}
