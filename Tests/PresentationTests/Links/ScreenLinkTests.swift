import Navigation
import Presentation
import Testing

@Suite("A screen's link, printed and read by one declaration")
struct ScreenLinkTests {
  static func routes(_ text: String) throws -> [Route<Linked.Screen>] {
    try Linked.routes(for: DeepLink(parsing: text), root: .home("Home"))
  }

  static func refusal(_ text: String) -> String? {
    do {
      _ = try routes(text)
      return nil
    } catch {
      return (error as? Refusal)?.message
    }
  }

  @Test("a number is pushed written plainly and presented as name=N, and reads back so")
  func numberBothWays() throws {
    let routes = try Self.routes("/sheet=3/4")
    #expect(
      routes.map(\.style) == [.root(embedsNavigation: true), .sheet(embedsNavigation: true), .push])
    #expect(routes.map(\.screen) == [.home("Home"), .counter(3), .counter(4)])
    let state = try Linked.State(link: "/sheet=3/4")
    #expect(Linked.link(of: state).description == "/sheet=3/4")
  }

  @Test(
    "a number is read only as printing writes it, within its range and where it may be",
    arguments: [
      ("/007", "'007' names no screen here"),
      ("/-0", "'-0' names no screen here"),
      ("/100", "100 is out of range; use a number from -99 to 99"),
      ("/sheet", "'sheet' needs a number from -99 to 99, as in 'sheet=3'"),
      ("/3/sheet=4", "'sheet=4' cannot come here: it is presented only above home"),
    ])
  func numberRefusals(link: String, message: String) {
    #expect(Self.refusal(link)?.hasPrefix(message) == true, "\(Self.refusal(link) ?? "accepted")")
  }

  @Test("an unknown segment's refusal lists what every linked screen's segment looks like")
  func unknownSegmentListsTheChoices() {
    #expect(
      Self.refusal("/x")
        == "'x' names no screen here; a segment is one of: a number written plainly, as in "
        + "'3'; 'sheet=N', as in 'sheet=3'; 'label' after a counter, as in '/3/label'")
  }

  @Test("a word is made from the screen below it, takes no value, and follows only that")
  func wordFromTheScreenBelow() throws {
    #expect(try Self.routes("/3/label").last?.screen == .label("Label of 3"))
    #expect(
      Self.refusal("/label") == "'label' takes no value and follows a counter, as in '/3/label'")
    #expect(Self.refusal("/3/label=x") == Self.refusal("/label"))
  }

  @Test("nothing follows a route whose link ends there, and the refusal says why")
  func endingStopsTheLink() throws {
    #expect(try Self.routes("/0/label").count == 3)
    #expect(
      Self.refusal("/0/label/1")
        == "the label of 0 is the last, so nothing follows; end the link at 'label'")
  }

  @Test("a segment's states are the same place only when equal, unless it says loosely")
  func samePlaceIsStrictUnlessLoose() {
    // The tag's segment gives no comparison, so only equal states are one place.
    #expect(LinkedHost.isSamePlace(.tag(2), .tag(2)))
    #expect(!LinkedHost.isSamePlace(.tag(2), .tag(4)))
    // The hosted coordinator's word compares loosely, by where it starts, and says so.
    var inside = Linked.State()
    inside.routes.push(.counter(3))
    #expect(LinkedHost.isSamePlace(.linked(Linked.State()), .linked(inside)))
  }

  @Test("a huge segment that names no screen is quoted as an excerpt, not whole")
  func aHugeSegmentIsExcerpted() {
    let word = String(repeating: "x", count: 5_000)
    let refusal = Self.refusal("/" + word)
    #expect(
      refusal?.hasPrefix("'" + String(repeating: "x", count: 40) + "...' names no screen") == true)
    #expect((refusal?.count ?? .max) < 400)
  }
}
