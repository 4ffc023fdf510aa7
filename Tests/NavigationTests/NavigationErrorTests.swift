import Navigation
import Testing

@Suite("NavigationError")
struct NavigationErrorTests {
  @Test(
    "each description says what was asked, what there is, and what would work",
    arguments: [
      (NavigationError.negativeCount(-2), ["-2", "0 or more"]),
      (.cannotGoBackPastRoot(requested: 5, available: 2), ["back 5", "only 2", "at most 2"]),
      (
        .noNavigationToPushOnto(top: .sheet(embedsNavigation: false)),
        ["(sheet)", "embeds navigation"]
      ),
      (.unknownRoute(4), ["#4", "popped or dismissed"]),
      (.noMatchingRoute, ["no route matches", "current navigation"]),
      (.notEnoughPushes(requested: 3, available: 1), ["pop 3", "1 pushed", "dismiss or goBack"]),
      (.routeOutsideCurrentNavigation(2), ["#2", "dismiss the presentations", "goBack"]),
      (.notEnoughPresentations(requested: 2, available: 1), ["dismiss 2", "at most 1"]),
      (.invalidRoutes("why"), ["invalid routes: why"]),
      (.planDoesNotFit("why"), ["does not start from this stack: why"]),
    ])
  func descriptions(error: NavigationError, phrases: [String]) {
    for phrase in phrases {
      #expect(error.description.contains(phrase), "\(error.description)")
    }
  }
}
