import Navigation
import Testing

@Suite("IdentifiedRoute")
struct IdentifiedRouteTests {
  @Test("route drops the identity and keeps style and screen")
  func route() {
    let route = IdentifiedRoute(
      id: 7, style: .cover(embedsNavigation: true), screen: TestScreen.detail(3))
    #expect(route.route == .cover(.detail(3), embedsNavigation: true))
  }

  @Test("the same screen under another identity is another route")
  func identityMatters() {
    let first = IdentifiedRoute(id: 1, style: .push, screen: TestScreen.home)
    let second = IdentifiedRoute(id: 2, style: .push, screen: TestScreen.home)
    #expect(first != second)
    #expect(first.route == second.route)
  }
}
