import Architecture
import ArchitectureTesting
import Navigation
import NumberDetailFeature
import NumberDivisorsFeature
import NumbersCoordinator
import Presentation
import Testing

/// The divisors screen in the numbers coordinator: what its events and its detail's request
/// decide, and its links.
@MainActor
struct NumbersCoordinatorDivisorsTests {
  typealias Screen = NumbersCoordinator.Screen

  static func detail(_ number: Int) -> Screen { .detail(NumberDetail.State(number: number)) }
  static func divisors(_ number: Int) -> Screen { .divisors(NumberDivisors.State(number: number)) }

  func makeStore(
    _ routes: Route<Screen>...
  ) throws -> TestStore<NumbersCoordinator.State, NumbersCoordinator.Action> {
    var state = NumbersCoordinator.State()
    for route in routes { _ = try state.routes.append(route) }
    return TestStore(
      initialState: state,
      reducer: NumbersCoordinator(Dependencies().with(\.numberFact, .immediate)))
  }

  @Test func aDetailsDivisorsArePushedAboveIt() async throws {
    let store = try makeStore(.push(Self.detail(12)))
    await store.send(.routes(.screen(1, .detail(.divisorsTapped))))
    await store.receive(.routes(.screen(1, .detail(.delegate(.divisorsRequested(12)))))) {
      $0.routes.push(Self.divisors(12))
    }
    await store.finish()
  }

  @Test func choosingADivisorPushesItsDetail() async throws {
    let store = try makeStore(.push(Self.detail(12)), .push(Self.divisors(12)))
    await store.send(.routes(.screen(2, .divisors(.divisorTapped(4)))))
    await store.receive(.routes(.screen(2, .divisors(.delegate(.divisorSelected(4)))))) {
      $0.routes.push(Self.detail(4))
    }
    await store.finish()
  }

  @Test func doneOnTheDivisorsPopsThem() async throws {
    let store = try makeStore(.push(Self.detail(12)), .push(Self.divisors(12)))
    await store.send(.routes(.screen(2, .divisors(.doneTapped))))
    await store.receive(.routes(.screen(2, .divisors(.delegate(.finished)))))
    await store.receive(.routes(.close(2))) { $0.routes.pop() }
    await store.finish()
  }

  @Test func theDivisorsOfAPreviewAreLinkedInsideItsSheet() throws {
    let state = try makeStore(
      .sheet(Self.detail(12), embedsNavigation: true), .push(Self.divisors(12)),
      .push(Self.detail(6))
    ).state
    let link = NumbersCoordinator.link(of: state)
    #expect(link.description == "/sheet=12/divisors/6")
    let routes = try NumbersCoordinator.routes(for: link, root: state.routes.root.screen)
    #expect(routes == state.routes.routes.map(\.route))
  }

  @Test(
    "a divisors segment follows a number and is followed by one of its divisors",
    arguments: [
      ("/divisors", "'divisors' takes no value and follows a number, as in '/12/divisors'"),
      ("/12/divisors=3", "'divisors' takes no value and follows a number, as in '/12/divisors'"),
      (
        "/12/divisors/divisors",
        "'divisors' takes no value and follows a number, as in '/12/divisors'"
      ),
      (
        "/0/divisors/1",
        "the divisors of 0 list none to choose, so nothing follows; end the link at 'divisors'"
      ),
    ])
  func refusedLinks(link: String, message: String) throws {
    #expect(throws: Refusal(message)) {
      try NumbersCoordinator.routes(
        for: DeepLink(parsing: link), root: NumbersCoordinator.State().routes.root.screen)
    }
  }

  @Test func theDivisorsAreTitledByTheirNumberAndAreTheSamePlaceForTheSameNumber() {
    #expect(NumbersCoordinator.title(of: Self.divisors(12)) == "Divisors of 12")
    #expect(NumbersCoordinator.isSamePlace(Self.divisors(12), Self.divisors(12)))
    #expect(!NumbersCoordinator.isSamePlace(Self.divisors(12), Self.divisors(6)))
    #expect(!NumbersCoordinator.isSamePlace(Self.divisors(12), Self.detail(12)))
  }

  @Test func aDivisorChangedAfterItWasChosenStillHasALinkThatOpens() async throws {
    let store = try makeStore(
      .push(Self.detail(12)), .push(Self.divisors(12)), .push(Self.detail(4)))
    await store.send(.routes(.screen(3, .detail(.incrementTapped)))) {
      $0.routes.modifyScreen(id: 3) { $0 = Self.detail(5) }
    }
    let link = NumbersCoordinator.link(of: store.state)
    #expect(link.description == "/12/divisors/5")
    let routes = try NumbersCoordinator.routes(for: link, root: store.state.routes.root.screen)
    #expect(routes == store.state.routes.routes.map(\.route))
    #expect(NumbersCoordinator.restoringProblem(with: store.state) == nil)
    await store.finish()
  }
}
