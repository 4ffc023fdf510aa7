import Architecture
import ArchitectureTesting
import Navigation
import Testing

@testable import Presentation

@Suite("A coordinator's links, derived from its screens' declarations")
struct CoordinatorLinksTests {
  static func state(_ link: String) throws -> Linked.State {
    try Linked.State(link: link)
  }

  @Test(
    "every link a state prints opens that state again",
    arguments: ["/", "/3/-4/label", "/sheet=5/5"])
  func linksRoundTrip(link: String) throws {
    let state = try Self.state(link)
    #expect(Linked.link(of: state).description == link)
    #expect(Linked.linkProblem(with: state) == nil)
  }

  @Test("the same place is the same screen written the same: a number, or an equal word's state")
  func samePlace() {
    #expect(Linked.isSamePlace(.counter(3), .counter(3)))
    #expect(!Linked.isSamePlace(.counter(3), .counter(4)))
    #expect(Linked.isSamePlace(.home("a"), .home("b")))
    #expect(!Linked.isSamePlace(.label("Label of 3"), .label("Label of 4")))
    #expect(!Linked.isSamePlace(.counter(3), .label("3")))
  }

  @Test("the longest link is a full stack of the longest segment")
  func longestLink() {
    // 'sheet=' and '-99' make the longest segment, 9 bytes, 10 with its '/'.
    #expect(Linked.longestLink == (RouteStack<Linked.Screen>.capacity - 1) * 10)
  }

  @Test("a restored stack its own link would not rebuild is refused, naming the route")
  func restoredStackIsChecked() throws {
    var routes = RouteStack<Linked.Screen>(root: .home("Home"))
    routes.push(.counter(3))
    routes.push(.label("Label of 9"))
    #expect(
      Linked.linkProblem(with: Linked.State(routes: routes))
        == "route #2 at position 2 is a push of 'Label of 9' where the commands put a push of "
        + "'Label of 3'")
    var above = RouteStack<Linked.Screen>(root: .home("Home"))
    above.push(.home("Again"))
    #expect(
      Linked.linkProblem(with: Linked.State(routes: above))
        == "route #1 at position 1, a push of 'Again', is above the last route the commands "
        + "could put there")
  }

  @Test("following a link keeps the routes that stay, with what the user did there")
  @MainActor func followingKeepsWhatStays() async throws {
    var state = try Self.state("/3")
    state.routes.modifyScreen(id: 0) { $0 = .home("Edited") }
    let store = TestStore(initialState: state, reducer: Linked())
    await store.send(try Linked.open(DeepLink(parsing: "/3/label"), in: state)) {
      $0.routes.push(.label("Label of 3"))
    }
    #expect(store.state.routes.routes.map(\.id) == [0, 1, 2])
    #expect(store.state.routes.root.screen == .home("Edited"))
  }

  @Test("opening no routes at all is refused, saying where a link's routes come from")
  func openingNoRoutesIsRefused() {
    #expect(
      throws: Refusal(
        "a link's routes start with the root; build them with destination(of:root:) or "
          + "routes(for:root:)")
    ) {
      try Linked.opening([], childLink: nil, in: Linked.State())
    }
  }

  @Test("back closes the top route, and at the root says which screen is first")
  func backByDefault() throws {
    #expect(try Linked.back(in: Self.state("/3")) == .routes(.close(1)))
    #expect(
      throws: Refusal(
        "there is nothing to go back to: 'Home' is the first screen")
    ) {
      try Linked.back(in: Linked.State())
    }
  }
}
