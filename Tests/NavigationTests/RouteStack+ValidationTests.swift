import Navigation
import Testing

@Suite("RouteStack+Validation")
struct RouteStackValidationTests {
  @Test("routes with identities make a stack that finds them and counts on from nextID")
  func validRoutes() throws {
    let routes = [
      route(3, .root(embedsNavigation: true)), route(5, .push),
      route(8, .sheet(embedsNavigation: true)), route(9, .push),
    ]
    var stack = try TestStack(routes: routes, nextID: 12)
    #expect(stack.routes == routes)
    #expect(stack.presentationCount == 1)
    #expect(stack.currentNavigationRoot.id == 8)
    expectConsistent(stack)
    #expect(stack.push(.home) == 12)
  }

  @Test(
    "routes that do not form a stack are refused, saying why",
    arguments: [
      ([], 1, "no routes"),
      ([route(0, .push)], 1, "first route is a push"),
      ([route(0, .sheet(embedsNavigation: true))], 1, "starts with its root"),
      (
        [route(0, .root(embedsNavigation: true)), route(1, .root(embedsNavigation: true))], 2,
        "only the first"
      ),
      ([route(0, .root(embedsNavigation: false)), route(1, .push)], 2, "no navigation"),
      (
        [
          route(0, .root(embedsNavigation: true)), route(1, .cover(embedsNavigation: false)),
          route(2, .push),
        ], 3, "no navigation"
      ),
      (
        [route(0, .root(embedsNavigation: true)), route(2, .push), route(2, .push)], 3,
        "identities must increase"
      ),
      (
        [route(0, .root(embedsNavigation: true)), route(2, .push), route(1, .push)], 3,
        "identities must increase"
      ),
      ([route(0, .root(embedsNavigation: true)), route(2, .push)], 2, "next identity"),
      ([route(-1, .root(embedsNavigation: true))], 1, "not in 0..<1"),
      ([route(0, .root(embedsNavigation: true))], Int.max, "could overflow"),
    ] as [([IdentifiedRoute<TestScreen>], Int, String)])
  func invalidRoutes(routes: [IdentifiedRoute<TestScreen>], nextID: Int, phrase: String) {
    let error = #expect(throws: NavigationError.self) {
      try TestStack(routes: routes, nextID: RouteID(nextID))
    }
    guard case .invalidRoutes(let reason) = error else {
      Issue.record("expected invalidRoutes, got \(String(describing: error))")
      return
    }
    #expect(reason.contains(phrase), "\(reason)")
  }

  @Test("the largest accepted counter still leaves room to count on")
  func counterAtTheLimit() throws {
    let limit = 1 << 53
    var stack = try TestStack(
      routes: [route(limit - 1, .root(embedsNavigation: true))], nextID: RouteID(limit))
    #expect(stack.presentSheet(.home) == RouteID(limit))
    #expect(stack.nextID == RouteID(limit + 1))
    let error = #expect(throws: NavigationError.self) {
      try TestStack(routes: [route(0, .root(embedsNavigation: true))], nextID: RouteID(limit + 1))
    }
    #expect(error.map { "\($0)" }?.contains("could overflow") == true)
  }

  @Test("a push is valid above the pushes of a layer with navigation, not only on its start")
  func pushesAbovePushes() throws {
    let routes = [
      route(0, .root(embedsNavigation: false)), route(1, .cover(embedsNavigation: true)),
      route(2, .push), route(3, .push),
    ]
    let stack = try TestStack(routes: routes, nextID: 4)
    #expect(stack.pushCountInCurrentNavigation == 2)
  }
}

/// A route whose screen echoes its identity, so that misplaced routes are easy to spot.
private func route(_ id: Int, _ style: RouteStyle) -> IdentifiedRoute<TestScreen> {
  IdentifiedRoute(id: RouteID(id), style: style, screen: .detail(id))
}
