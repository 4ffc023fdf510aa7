import Architecture
import ArchitectureTesting
import CountersFixture
import Presentation
import Testing

/// The fixture the front ends' tests run: its declarations hold, and its decisions are the
/// ones those tests rely on.
@MainActor
struct CountersCoordinatorTests {
  typealias Screen = CountersCoordinator.Screen

  func makeStore(
    _ state: CountersCoordinator.State = CountersCoordinator.State()
  ) -> TestStore<CountersCoordinator.State, CountersCoordinator.Action> {
    TestStore(initialState: state, reducer: CountersCoordinator())
  }

  static func counter(_ number: Int, fact: String?) -> Screen {
    var counter = Counter.State(number: number)
    counter.fact = fact
    return .counter(counter)
  }

  @Test func theDeclarationsPrintOnlyLinksTheyOpen() {
    #expect(CountersCoordinator.declarationProblem == nil)
  }

  @Test func aSelectedCounterIsPushedAndItsDoublePushedAboveIt() async {
    let store = makeStore()
    await store.send(.routes(.screen(0, .list(.selected(3)))))
    await store.receive(.routes(.screen(0, .list(.delegate(.open(3)))))) {
      $0.routes.push(.counter(Counter.State(number: 3)))
    }
    await store.send(.routes(.screen(1, .counter(.double))))
    await store.receive(.routes(.screen(1, .counter(.delegate(.show(6)))))) {
      $0.routes.push(.counter(Counter.State(number: 6)))
    }
    #expect(CountersCoordinator.link(of: store.state).description == "/3/6")
    await store.finish()
  }

  @Test func aPreviewedCounterIsASheetWithNavigationThatDoneCloses() async {
    let store = makeStore()
    await store.send(.routes(.screen(0, .list(.previewed(4)))))
    await store.receive(.routes(.screen(0, .list(.delegate(.preview(4)))))) {
      $0.routes.presentSheet(.counter(Counter.State(number: 4)), embedsNavigation: true)
    }
    #expect(CountersCoordinator.link(of: store.state).description == "/sheet=4")
    await store.send(.routes(.screen(1, .counter(.done))))
    await store.receive(.routes(.screen(1, .counter(.delegate(.finished)))))
    await store.receive(.routes(.close(1))) { $0.routes.goBack() }
    await store.finish()
  }

  @Test func anAskedFactShowsLoadingUntilItComes() async {
    var state = CountersCoordinator.State()
    state.routes.push(.counter(Counter.State(number: 3)))
    let store = makeStore(state)
    await store.send(.routes(.screen(1, .counter(.fact)))) {
      $0.routes.modifyScreen(id: 1) { $0 = Self.counter(3, fact: "") }
    }
    let fact = CounterFactClient.said(3)
    await store.receive(.routes(.screen(1, .counter(.factCame(number: 3, fact))))) {
      $0.routes.modifyScreen(id: 1) { $0 = Self.counter(3, fact: fact) }
    }
    await store.finish()
  }
}
