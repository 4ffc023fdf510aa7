import Architecture
import Navigation
import Testing

@testable import Presentation

/// A coordinator's state hands its stack to the skeleton in place.
struct ReachingRoutesTests {
  @Test func theBodyChangesTheStateRoutes() {
    var state = CoordinatorState<Counters>()
    let pushed = ReachingRoutes<Counters>().withRoutes(of: &state) {
      $0.push(.label("pushed"))
    }
    #expect(pushed == RouteID(1))
    #expect(state.routes.routes.map(\.screen) == [.counter(0), .label("pushed")])
  }

  @Test func aScreenChangedThroughTheReachCountsAsAChangeInPlace() {
    var state = CoordinatorState<Counters>()
    let revision = state.routes.revision
    _ = ReachingRoutes<Counters>().withRoutes(of: &state) {
      $0.modifyScreen(id: RouteID(0)) { $0 = .counter(1) }
    }
    #expect(state.routes.root.screen == .counter(1))
    #expect(state.routes.routesChanged(since: revision) == [RouteID(0)])
  }
}
