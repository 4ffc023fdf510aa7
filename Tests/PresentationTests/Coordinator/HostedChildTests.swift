import Navigation
import Testing

@testable import Presentation

@Suite("A coordinator hosting another in a route")
struct HostedChildTests {
  static func destination(
    _ text: String
  ) throws -> (routes: [Route<LinkedHost.Screen>], childLink: DeepLink?) {
    try LinkedHost.destination(of: DeepLink(parsing: text), root: .start("Start"))
  }

  @Test("a segment of the screen's own rules is read and printed by one declaration")
  func segmentBothWays() throws {
    let (routes, childLink) = try Self.destination("/tag=4")
    #expect(routes.map(\.screen) == [.start("Start"), .tag(4)])
    #expect(childLink == nil)
    var state = LinkedHost.State()
    state.routes.push(.tag(4))
    #expect(LinkedHost.link(of: state).description == "/tag=4")
  }

  @Test("a segment that is the screen's but breaks its rules is refused with them")
  func segmentRefusal() {
    #expect(throws: Refusal("'tag' takes an even number up to 98, above the start")) {
      try Self.destination("/tag=3")
    }
  }

  @Test("the route showing a coordinator is the host's last, and the rest of the link is its own")
  func childTakesTheRest() throws {
    let (routes, childLink) = try Self.destination("/tag=2/linked/3/label")
    #expect(routes.map(\.screen) == [.start("Start"), .tag(2), .linked(Linked.State())])
    #expect(childLink?.description == "/3/label")
  }

  @Test("the host's link is its own segments, then the child's link after the route")
  func childLinkIsPrinted() throws {
    var state = LinkedHost.State()
    state.routes.push(.tag(2))
    state.routes.push(.linked(try Linked.State(link: "/sheet=5/label")))
    #expect(LinkedHost.link(of: state).description == "/tag=2/linked/sheet=5/label")
  }

  @Test("a stack the host's own link rebuilds passes its check, with the child deep in its own")
  func hostedChildPassesTheCheck() throws {
    var state = LinkedHost.State()
    state.routes.push(.tag(2))
    state.routes.push(.linked(try Linked.State(link: "/3/label")))
    #expect(LinkedHost.linkProblem(with: state) == nil)
  }
}

@Suite("The longest link of a coordinator hosting another")
struct HostedChildLongestLinkTests {
  @Test("the host's longest link holds its own segments and the hosted coordinator's longest link")
  func hostedChildsLongestLinkFits() {
    let hostsPart = "/tag=98/linked".utf8.count
    #expect(LinkedHost.longestLink >= hostsPart + Linked.longestLink)
  }

  @Test("a link through the hosted coordinator's longest stack fits the host's longest link")
  func longStackThroughTheChildFits() {
    var child = Linked.State()
    child.routes.presentSheet(.counter(-99), embedsNavigation: true)
    child.routes.push(
      contentsOf: repeatElement(.counter(-99), count: RouteStack<Linked.Screen>.capacity - 2))
    var host = LinkedHost.State()
    host.routes.push(.tag(98))
    host.routes.push(.linked(child))
    #expect(LinkedHost.link(of: host).description.utf8.count <= LinkedHost.longestLink)
  }

  @Test("shown at most once each, the host's screens take one segment each, then the child's link")
  func eachScreenOnce() {
    // '/tag=98', then '/linked' and the hosted coordinator's longest link; the root prints none.
    let expected = "/tag=98".utf8.count + "/linked".utf8.count + Linked.longestLink
    #expect(LinkedHost.longestLinkShowingEachScreenOnce == expected)
    var child = Linked.State()
    child.routes.presentSheet(.counter(-99), embedsNavigation: true)
    child.routes.push(
      contentsOf: repeatElement(.counter(-99), count: RouteStack<Linked.Screen>.capacity - 2))
    var host = LinkedHost.State()
    host.routes.push(.tag(98))
    host.routes.push(.linked(child))
    #expect(LinkedHost.link(of: host).description.utf8.count <= expected)
  }
}

@Suite("A segment longer than its declaration says")
struct SegmentLongerThanDeclaredTests {
  @Test("a route whose segment is longer than its link's longest is refused, naming the fix")
  func segmentPastItsLongest() {
    var host = LinkedHost.State()
    host.routes.push(.tag(1_000))
    let problem = LinkedHost.linkProblem(with: host)
    #expect(
      problem
        == "route #1 at position 1 prints the segment 'tag=1000', 8 bytes, where its screen's "
        + "link says a segment takes at most 6; raise the link's 'longest:'")
  }
}
