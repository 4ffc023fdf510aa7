import Navigation
import Testing

@Suite("Route")
struct RouteTests {
  @Test(
    "each constructor gives the style it names, with navigation only where asked or defaulted",
    arguments: [
      (Route.root(TestScreen.home), RouteStyle.root(embedsNavigation: true)),
      (.root(.home, embedsNavigation: false), .root(embedsNavigation: false)),
      (.push(.home), .push),
      (.sheet(.home), .sheet(embedsNavigation: false)),
      (.sheet(.home, embedsNavigation: true), .sheet(embedsNavigation: true)),
      (.cover(.home), .cover(embedsNavigation: false)),
      (.cover(.home, embedsNavigation: true), .cover(embedsNavigation: true)),
    ])
  func constructors(route: Route<TestScreen>, style: RouteStyle) {
    #expect(route.style == style)
    #expect(route == Route(style, .home))
  }

  @Test("routes with the same style and screen are equal; either difference makes them unequal")
  func equality() {
    #expect(Route.push(TestScreen.detail(1)) == .push(.detail(1)))
    #expect(Route.push(TestScreen.detail(1)) != .push(.detail(2)))
    #expect(Route.push(TestScreen.detail(1)) != .sheet(.detail(1)))
  }
}
