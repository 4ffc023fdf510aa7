import Architecture
import ArchitectureTesting
import Navigation
import Presentation
import Testing

/// A stack of counters whose screens run by what the state holds: each tap adds the state's
/// `step`, as a flow's steps run by the flow's definition. It records every closing it is asked
/// to decide, so a test can see the decision ran before the stack carried the closing out.
struct Stepped: RoutesCoordinator {
  struct State: RoutesState, Equatable, Sendable {
    var routes = RouteStack<Int>(root: 0)
    var step = 1
    var closings: [RouteID] = []
  }

  enum Action: RoutesAction, Equatable, Sendable {
    case routes(StackAction<Int, CounterFeature.Action>)
    case stepChosen(Int)

    var routes: StackAction<Int, CounterFeature.Action>? {
      if case .routes(let action) = self { action } else { nil }
    }
  }

  func screens(in state: State) -> CounterFeature {
    CounterFeature(Dependencies().with(\.counterStep, state.step))
  }

  func decide(
    _ action: CounterFeature.Action, from id: RouteID, in state: inout State
  ) -> Effect<Action> {
    if case .delegate(.opened(let count)) = action { state.routes.push(count) }
    return .none
  }

  func navigate(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .stepChosen(let step): state.step = step
    case .routes(.close(let id)):
      // The route is still there: the stack closes it after this decision.
      if state.routes.position(of: id) != nil { state.closings.append(id) }
    case .routes: break
    }
    return .none
  }

  static func navigation(of state: State) -> NavigationNode {
    NavigationNode(name: "stepped", stack: state.routes, title: { "Count \($0)" })
  }

  static func screen(of state: State) -> ScreenView<Action> { ScreenView(title: "stepped") }

  static func back(in state: State) throws(Refusal) -> Action {
    .routes(.close(state.routes.top.id))
  }

  static func link(of state: State) -> DeepLink { DeepLink() }

  static var longestLink: Int { 1 }

  static func open(_ link: DeepLink, in state: State) throws(Refusal) -> Action {
    throw Refusal("stepped counters have no links")
  }
}

/// The skeleton every coordinator runs on, for one whose screens run by what its state holds.
@MainActor
struct RoutesCoordinatorTests {
  @Test("the screens run as the state says, and its own actions go to navigate")
  func screensRunByTheState() async {
    let store = TestStore(initialState: Stepped.State(), reducer: Stepped())
    await store.send(.stepChosen(10)) { $0.step = 10 }
    await store.send(.routes(.screen(0, .incrementTapped))) {
      $0.routes.modifyScreen(id: 0) { $0 = 10 }
    }
    await store.send(.routes(.screen(0, .openTapped)))
    await store.receive(.routes(.screen(0, .delegate(.opened(10))))) { $0.routes.push(10) }
    await store.finish()
  }

  /// A store whose stack holds one counter above the root.
  static func storeAboveTheRoot() -> TestStore<Stepped.State, Stepped.Action> {
    var state = Stepped.State()
    state.routes.push(3)
    return TestStore(initialState: state, reducer: Stepped())
  }

  @Test("a closing is decided before the stack carries it out")
  func aClosingIsDecidedFirst() async {
    let store = Self.storeAboveTheRoot()
    await store.send(.routes(.close(1))) {
      $0.closings = [1]
      $0.routes.pop()
    }
    await store.finish()
  }

  @Test("a coordinator that offers no links as its stack refuses a link's stack, unchanged")
  func aLinksStackIsRefused() async {
    let store = Self.storeAboveTheRoot()
    await store.send(.routes(.linkOpened([.root(0)], child: nil)))
    store.receiveReport(containing: "opens no link as a new stack; nothing changed")
    await store.finish()
  }
}
