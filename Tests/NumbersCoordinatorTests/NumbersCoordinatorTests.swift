import Architecture
import ArchitectureTesting
import Navigation
import NumberDetailFeature
import NumberFactClient
import NumbersCoordinator
import NumbersListFeature
import Testing

/// The coordinator's navigation decisions and the lifetimes of the details' facts, without UI.
@MainActor
struct NumbersCoordinatorTests {
  typealias Screen = NumbersCoordinator.Screen
  let clock = TestClock()

  func makeStore(
    _ state: NumbersCoordinator.State = NumbersCoordinator.State()
  ) -> TestStore<NumbersCoordinator.State, NumbersCoordinator.Action> {
    TestStore(
      initialState: state,
      reducer: NumbersCoordinator(
        Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))),
      clock: clock)
  }

  static func detail(_ number: Int) -> Screen { .detail(NumberDetail.State(number: number)) }

  @Test func choosingANumberPushesItsDetail() async {
    let store = makeStore()
    await store.send(.routes(.screen(0, .list(.numberTapped(3)))))
    await store.receive(.routes(.screen(0, .list(.delegate(.numberSelected(3)))))) {
      $0.routes.push(Self.detail(3))
    }
    #expect(store.state.routes.top.style == .push)
    await store.finish()
  }

  @Test func previewingPresentsTheSameDetailAsASheetWithNavigation() async {
    let store = makeStore()
    await store.send(.routes(.screen(0, .list(.previewTapped(4)))))
    await store.receive(.routes(.screen(0, .list(.delegate(.previewRequested(4)))))) {
      $0.routes.presentSheet(Self.detail(4), embedsNavigation: true)
    }
    await store.send(.routes(.screen(1, .detail(.showDoubleTapped))))
    await store.receive(.routes(.screen(1, .detail(.delegate(.showDouble(8)))))) {
      $0.routes.push(Self.detail(8))
    }
    #expect(
      store.state.routes.routes.map(\.style) == [
        .root(embedsNavigation: true), .sheet(embedsNavigation: true), .push,
      ])
    await store.finish()
  }

  @Test func doneOnAPushedDetailPopsIt() async throws {
    var state = NumbersCoordinator.State()
    state.routes.push(Self.detail(3))
    state.routes.push(Self.detail(6))
    let store = makeStore(state)
    await store.send(.routes(.screen(2, .detail(.doneTapped))))
    await store.receive(.routes(.screen(2, .detail(.delegate(.finished)))))
    await store.receive(.routes(.close(2))) { $0.routes.goBack() }
    #expect(store.state.routes.top.id == 1)
    await store.finish()
  }

  @Test func doneOnTheSheetsRootDismissesTheWholeSheet() async throws {
    var state = NumbersCoordinator.State()
    state.routes.presentSheet(Self.detail(4), embedsNavigation: true)
    state.routes.push(Self.detail(8))
    let store = makeStore(state)
    await store.send(.routes(.screen(1, .detail(.doneTapped))))
    await store.receive(.routes(.screen(1, .detail(.delegate(.finished)))))
    await store.receive(.routes(.close(1))) { $0.routes.dismiss() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func doneOnADetailAtTheRootTellsTheHostAndLeavesTheStack() async {
    let store = makeStore(NumbersCoordinator.State(detail: 4))
    let root = store.state.routes.root.id
    await store.send(.routes(.screen(root, .detail(.doneTapped))))
    await store.receive(.routes(.screen(root, .detail(.delegate(.finished)))))
    // Only the host can remove the route that shows the whole coordinator.
    await store.receive(.delegate(.finished))
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  @Test func aFactStillLoadingStopsWhenItsDetailIsPopped() async throws {
    var state = NumbersCoordinator.State()
    state.routes.push(Self.detail(3))
    let store = makeStore(state)
    await store.send(.routes(.screen(1, .detail(.factTapped)))) {
      $0.routes.modifyScreen(id: 1) {
        $0 = .detail(NumberDetail.State(number: 3, fact: .loading))
      }
    }
    #expect(store.runningEffectCount == 1)
    await store.send(.routes(.close(1))) { $0.routes.goBack() }
    #expect(store.runningEffectCount == 0)
    // Time passes as if the fact arrived; nothing may reach the coordinator.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aFactStillLoadingStopsWhenItsSheetIsDismissed() async throws {
    var state = NumbersCoordinator.State()
    state.routes.presentSheet(Self.detail(4), embedsNavigation: true)
    state.routes.push(Self.detail(8))
    let store = makeStore(state)
    await store.send(.routes(.screen(2, .detail(.factTapped)))) {
      $0.routes.modifyScreen(id: 2) {
        $0 = .detail(NumberDetail.State(number: 8, fact: .loading))
      }
    }
    // Dismissing the sheet's root takes the pushed detail, and its work, with it.
    await store.send(.routes(.close(1))) { $0.routes.dismiss() }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aFactArrivesOnTheDetailThatAskedForIt() async throws {
    var state = NumbersCoordinator.State()
    state.routes.push(Self.detail(6))
    let store = makeStore(state)
    await store.send(.routes(.screen(1, .detail(.factTapped)))) {
      $0.routes.modifyScreen(id: 1) {
        $0 = .detail(NumberDetail.State(number: 6, fact: .loading))
      }
    }
    await clock.advance(by: .seconds(1))
    let fact = NumberFacts.describe(6)
    await store.receive(
      .routes(.screen(1, .detail(.factResponse(number: 6, .success(fact)))))
    ) {
      $0.routes.modifyScreen(id: 1) {
        $0 = .detail(NumberDetail.State(number: 6, fact: .loaded(fact)))
      }
    }
    await store.finish()
  }

  @Test func openingALinkBuildsTheWholeStackInOneUpdate() async throws {
    let store = makeStore()
    let routes: [Route<Screen>] = [
      .root(.list(NumbersList.State())), .push(Self.detail(3)), .push(Self.detail(6)),
    ]
    await store.send(.routes(.linkOpened(routes, child: nil))) {
      try $0.routes.replace(with: routes)
    }
    #expect(store.state.routes.routes.map(\.id) == [0, 1, 2])
    await store.finish()
  }

  @Test func openingALinkKeepsRoutesThatStayAndCancelsTheWorkOfThoseThatGo() async throws {
    var state = NumbersCoordinator.State()
    state.routes.push(Self.detail(3))
    state.routes.push(Self.detail(6))
    let store = makeStore(state)
    await store.send(.routes(.screen(2, .detail(.factTapped)))) {
      $0.routes.modifyScreen(id: 2) {
        $0 = .detail(NumberDetail.State(number: 6, fact: .loading))
      }
    }
    let routes: [Route<Screen>] = [
      .root(.list(NumbersList.State())), .push(Self.detail(3)), .push(Self.detail(7)),
    ]
    await store.send(.routes(.linkOpened(routes, child: nil))) {
      try $0.routes.replace(with: routes)
    }
    #expect(store.state.routes.routes.map(\.id) == [0, 1, 3])
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anInvalidLinkIsReportedAndChangesNothing() async {
    let store = makeStore()
    await store.send(.routes(.linkOpened([.push(Self.detail(3))], child: nil)))
    store.receiveReport(containing: "nothing changed: ")
    await store.finish()
  }
}
