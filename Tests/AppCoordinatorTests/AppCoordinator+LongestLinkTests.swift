import AppCoordinator
import Architecture
import ArchitectureTesting
import LineRuntime
import Navigation
import NumberFactClient
import OnboardingCoordinator
import Presentation
import Testing

/// Every link `where` prints opens again to the same tree, at the stacks' capacity and with the
/// longest values each field takes, read as a line the app accepts.
@MainActor
struct AppCoordinatorLongestLinkTests {
  /// A session of the showcase that hands back what each line wrote.
  @MainActor
  final class Showcase {
    private var session: LineSession<AppCoordinator>?
    private var output = ""
    private(set) var reports: [String] = []

    init(firstLaunch: Bool) {
      let store = Store(
        initialState: AppCoordinator.State(firstLaunch: firstLaunch),
        reducer: AppCoordinator(
          Dependencies().with(\.numberFact, .live(clock: TestClock(), delay: .seconds(1)))))
      store.onReport = { [unowned self] in reports.append($0) }
      session = LineSession(store: store, write: { [unowned self] in output += $0 })
    }

    /// What `text` writes, read as the runner reads it: cut by a splitter with the app's limit.
    func run(_ text: String) throws -> String {
      var splitter = LineSplitter(limit: InputLine.limit(forLinksUpTo: AppCoordinator.longestLink))
      let lines = splitter.feed(Array((text + "\n").utf8))
      try #require(lines.count == 1)
      output = ""
      session?.handle(lines[0])
      return output
    }
  }

  /// The tree and the link `text` opens to in a fresh showcase.
  func opened(_ text: String, firstLaunch: Bool = false) throws -> (tree: String, link: String) {
    let app = Showcase(firstLaunch: firstLaunch)
    let output = try app.run("open \(text)")
    #expect(!output.contains("error:"), "\(output.prefix(300))")
    let link = try app.run("where").dropLast()
    return (try app.run("tree"), String(link))
  }

  /// `text` opens, `where` prints it back within the app's longest link, and that link opens
  /// to the same tree again.
  func expectRoundTrip(_ text: String, routes: Int, firstLaunch: Bool = false) throws {
    let first = try opened(text, firstLaunch: firstLaunch)
    #expect(first.link == text)
    #expect(first.link.utf8.count <= AppCoordinator.longestLink)
    #expect(first.tree.split(separator: "\n").count >= routes)
    let second = try opened(first.link, firstLaunch: firstLaunch)
    #expect(second.tree == first.tree)
    #expect(second.link == first.link)
  }

  static let longestNumber = "-1000000000"

  /// `count` pushed details of the number with most digits.
  static func details(_ count: Int) -> String {
    String(repeating: "/\(longestNumber)", count: count)
  }

  @Test func aNumbersStackAtCapacityWithTheLongestNumbersOpensAgain() throws {
    let capacity = RouteStack<Int>.capacity
    // The list, the sheet, and details up to the capacity.
    let text = "/numbers/sheet=\(Self.longestNumber)" + Self.details(capacity - 2)
    try expectRoundTrip(text, routes: capacity)
  }

  @Test func numbersAtCapacityInsideAnItemOpenAgain() throws {
    let capacity = RouteStack<Int>.capacity
    let text =
      "/items/100/numbers/sheet=\(Self.longestNumber)" + Self.details(capacity - 2)
    try expectRoundTrip(text, routes: capacity + 3)
  }

  @Test func anItemsStackOfPreviewsAtCapacityOpensAgain() throws {
    let capacity = RouteStack<Int>.capacity
    // The list, the item, the preview, and previews up to the capacity.
    let text = "/items/100/preview=\(Self.longestNumber)" + Self.details(capacity - 3)
    try expectRoundTrip(text, routes: capacity)
  }

  @Test func theWelcomeFlowWithTheLongestAnswersOpensAgain() throws {
    // Letters of four bytes each, and text of three-byte symbols as long as a command takes;
    // the steps not named here take their samples.
    let name = String(repeating: "\u{1D400}", count: 40)
    let typed = String(repeating: "\u{20AC}", count: Command<Int>.longestText / 3)
    var longest = OnboardingAnswers()
    longest[.name] = .text(name)
    longest[.email] = .text(name + "@example.org")
    longest[.sharing] = .choice(true)
    longest[.details] = .details(city: String(name.prefix(60)), age: 120)
    var typedName = longest
    typedName[.name] = .text(typed)
    var typedCity = longest
    typedCity[.details] = .details(city: typed, age: 120)
    let places: [OnboardingCoordinator.State] = [
      .sampled(canLeave: false, answers: longest),
      .sampled(canLeave: false, answers: typedName, until: .name, filled: true),
      .sampled(canLeave: false, answers: typedCity, until: .details, filled: true),
    ]
    for flow in places {
      try expectRoundTrip(
        welcomeLink(of: flow), routes: flow.routes.count + 1, firstLaunch: true)
    }
  }

  @Test func aFullStackRefusesOneMoreScreenAndChangesNothing() throws {
    let capacity = RouteStack<Int>.capacity
    let app = Showcase(firstLaunch: false)
    _ = try app.run("open /numbers/sheet=3" + String(repeating: "/3", count: capacity - 2))
    let before = try app.run("tree")
    let output = try app.run("double")
    #expect(!output.contains("push"))
    #expect(try app.run("tree") == before)
    #expect(app.reports.count == 1)
    #expect(app.reports.first?.hasSuffix("go back before going further") == true)
  }

  @Test func aLinkLongerThanAnyTheAppPrintsIsRefusedAsALine() throws {
    let app = Showcase(firstLaunch: false)
    let limit = InputLine.limit(forLinksUpTo: AppCoordinator.longestLink)
    let output = try app.run("open /" + String(repeating: "a", count: limit))
    #expect(output.hasPrefix("error: the line is \(limit + 6) bytes long; a command is at most"))
  }

  @Test func aLinkOfMoreScreensThanAStackHoldsIsRefusedWithAnError() throws {
    let capacity = RouteStack<Int>.capacity
    let app = Showcase(firstLaunch: false)
    let before = try app.run("tree")
    let refusal =
      "error: the link names 10000 screens above the first; a stack holds at most 9999 above "
      + "its first, so shorten the link\n"
    #expect(try app.run("open /numbers" + String(repeating: "/3", count: capacity)) == refusal)
    #expect(
      try app.run("open /items/100/preview=3" + String(repeating: "/3", count: capacity))
        == refusal)
    #expect(try app.run("tree") == before)
    #expect(app.reports.isEmpty)
  }
}
