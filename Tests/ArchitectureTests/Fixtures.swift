import Architecture
import EnumPaths
import Navigation

/// A screen with a timer that ticks every second until it is stopped or its route leaves.
struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case startTapped
    case stopTapped
    case tick
    case closeTapped
    case doneTapped
    case delegate(Delegate)
  }

  /// What the screen tells whoever shows it.
  enum Delegate: Equatable, Sendable {
    case finished(ticks: Int)
    /// The user is done with the ticker: whoever shows it decides what leaving means.
    case closeRequested
  }

  private enum CancelID { case timer }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    case .closeTapped:
      return .send(.delegate(.closeRequested))
    case .doneTapped:
      return .send(.delegate(.finished(ticks: state.ticks)))
    case .delegate:
      return .none
    }
  }
}

/// A coordinator of tickers: the child coordinator of the nesting tests.
struct TickerFlow: Reducer {
  struct State: Equatable {
    var routes = RouteStack(root: Ticker.State())
  }

  enum Action: Equatable, Sendable {
    case routes(StackAction<Ticker.State, Ticker.Action>)
    case pushTapped
    case delegate(Delegate)
  }

  /// What the flow tells whoever shows it.
  enum Delegate: Equatable, Sendable {
    /// The ticker at its root is done: only the host can close the route that shows the flow.
    case closeRequested
  }

  static let routesAction = CasePath<Action, StackAction<Ticker.State, Ticker.Action>>(
    Action.routes
  ) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .pushTapped:
        _ = state.routes.push(Ticker.State())
      case .routes(.screen(let id, .delegate(.closeRequested))):
        return id == state.routes.root.id
          ? .send(.delegate(.closeRequested)) : .send(.routes(.close(id)))
      case .routes, .delegate:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: Self.routesAction) { Ticker(clock: clock) }
    .reduce(into: &state, action: action)
  }
}

/// The screens of the parent coordinator: a ticker, or a whole child coordinator.
enum ParentScreen: Equatable {
  case ticker(Ticker.State)
  case flow(TickerFlow.State)

  static let tickerCase = CasePath<ParentScreen, Ticker.State>(ParentScreen.ticker) {
    if case .ticker(let state) = $0 { state } else { nil }
  }
  static let flowCase = CasePath<ParentScreen, TickerFlow.State>(ParentScreen.flow) {
    if case .flow(let state) = $0 { state } else { nil }
  }
}

/// The actions of the parent coordinator's screens.
enum ParentScreenAction: Equatable, Sendable {
  case ticker(Ticker.Action)
  case flow(TickerFlow.Action)

  static let tickerCase = CasePath<ParentScreenAction, Ticker.Action>(ParentScreenAction.ticker) {
    if case .ticker(let action) = $0 { action } else { nil }
  }
  static let flowCase = CasePath<ParentScreenAction, TickerFlow.Action>(ParentScreenAction.flow) {
    if case .flow(let action) = $0 { action } else { nil }
  }
}

/// A coordinator that pushes and presents tickers and child coordinators, and reacts to their
/// delegate events: the parent of the lifetime tests.
struct Parent: Reducer {
  struct State: Equatable {
    var routes = RouteStack(root: ParentScreen.ticker(Ticker.State()))
    var finished: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case routes(StackAction<ParentScreen, ParentScreenAction>)
    case pushTickerTapped
    case presentFlowTapped
    case pushFlowTapped
    case popTapped
    case dismissTapped
    case backToRootTapped
    case replaceTapped
    case replaceRootTapped
    case resetTapped
  }

  static let routesAction = CasePath<Action, StackAction<ParentScreen, ParentScreenAction>>(
    Action.routes
  ) {
    if case .routes(let action) = $0 { action } else { nil }
  }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .routes(.screen(_, .ticker(.delegate(.finished(let ticks))))):
        state.finished.append(ticks)
      case .routes(.screen(let id, .ticker(.delegate(.closeRequested)))),
        .routes(.screen(let id, .flow(.delegate(.closeRequested)))):
        return .send(.routes(.close(id)))
      case .pushTickerTapped:
        _ = state.routes.push(.ticker(Ticker.State()))
      case .presentFlowTapped:
        _ = state.routes.presentSheet(.flow(TickerFlow.State()))
      case .pushFlowTapped:
        _ = state.routes.push(
          .flow(
            TickerFlow.State(
              routes: RouteStack(
                root: Ticker.State(), embedsNavigation: false))))
      case .popTapped:
        state.routes.goBack()
      case .dismissTapped:
        state.routes.dismiss()
      case .backToRootTapped:
        state.routes.dismissAll()
        state.routes.popToRoot()
      case .replaceTapped:
        try? state.routes.replace(with: [
          .root(.ticker(Ticker.State())), .push(.ticker(Ticker.State())),
        ])
      case .replaceRootTapped:
        try? state.routes.replace(
          with: [.root(.ticker(Ticker.State()))], keepingIdentityWhile: { _, _ in false })
      case .resetTapped:
        state.routes = RouteStack(root: .ticker(Ticker.State()))
      case .routes:
        break
      }
      return .none
    }
    .forEachRoute(\.routes, action: Self.routesAction) {
      let ticker = ScopeCase(state: ParentScreen.tickerCase, action: ParentScreenAction.tickerCase)
      {
        Ticker(clock: clock)
      }
      let flow = ScopeCase(state: ParentScreen.flowCase, action: ParentScreenAction.flowCase) {
        TickerFlow(clock: clock)
      }
      // Both screens' reducers, each of which ignores the other's actions.
      return Reduce<ParentScreen, ParentScreenAction> { state, action in
        ticker.reduce(into: &state, action: action)
          .merging(flow.reduce(into: &state, action: action))
      }
    }
    .reduce(into: &state, action: action)
  }
}
