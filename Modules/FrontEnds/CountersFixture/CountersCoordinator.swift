public import Architecture
public import Navigation
public import Presentation

/// The front ends' own app: a list of counters, a counter pushed or presented as a sheet with
/// navigation of its own, and its double pushed above it. The line runtime's and the full
/// screen's tests run it, in process or as the `counters` executable, so that a change to an
/// example app never breaks them.
public struct CountersCoordinator: Coordinator {
  /// The stack, the list at its root.
  public typealias State = CoordinatorState<CountersCoordinator>
  /// The stack's actions and the screens'.
  public typealias Action = CoordinatorAction<Screen, ScreenAction, Never>

  /// The screens: each a feature's state.
  public enum Screen: Codable, Equatable, Sendable {
    /// The list of counters.
    case list(CounterList.State)
    /// One counter.
    case counter(Counter.State)
  }

  /// The screens' actions, by screen.
  public enum ScreenAction: Codable, Equatable, Sendable {
    /// An action of the list.
    case list(CounterList.Action)
    /// An action of a counter.
    case counter(Counter.Action)
  }

  /// Every screen, in the order a link's segment is tried on them.
  public static let screens: [ScreenCase<Screen, ScreenAction>] = [
    // The list, at the root of every link.
    ScreenCase(
      CounterList.self, Screen.list, ScreenAction.list,
      state: { if case .list(let state) = $0 { state } else { nil } },
      action: { if case .list(let action) = $0 { action } else { nil } }, link: .root),
    // A counter: `/3` pushed, `/sheet=3` presented by the list.
    ScreenCase(
      Counter.self, Screen.counter, ScreenAction.counter,
      state: { if case .counter(let state) = $0 { state } else { nil } },
      action: { if case .counter(let action) = $0 { action } else { nil } },
      link: .number(
        \.number, { Counter.State(number: $0) }, in: Counter.range, presentedAs: "sheet",
        above: "the list, as in '/sheet=3/6'", where: { if case .list = $0 { true } else { false } }
      )),
  ]

  /// What the counters read from outside: the fact client.
  public let dependencies: Dependencies

  /// The counters, reading `dependencies`.
  public init(_ dependencies: Dependencies = Dependencies()) {
    self.dependencies = dependencies
  }

  /// A chosen counter is pushed, a previewed one presented, a double pushed above its counter,
  /// and "done" closes the counter that said it.
  public func decide(
    _ action: ScreenAction, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    switch action {
    case .list(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .open(let number):
        state.routes.push(.counter(Counter.State(number: number)))
      case .preview(let number):
        state.routes.presentSheet(.counter(Counter.State(number: number)), embedsNavigation: true)
      }
    case .counter(let action):
      guard case .delegate(let event) = action else { break }
      switch event {
      case .show(let number):
        state.routes.push(.counter(Counter.State(number: number)))
      case .finished:
        guard id != state.routes.root.id else { break }
        return .send(.routes(.close(id)))
      }
    }
    return .none
  }
}

extension CoordinatorState<CountersCoordinator> {
  /// The list alone.
  public init() {
    self.init(root: .list(CounterList.State()))
  }
}
