import AppCoordinator
import Architecture
import ArchitectureTesting
import LineRuntime
import NumberFactClient
import NumbersCoordinator
import OnboardingCoordinator
import Presentation
import ShownText
import Testing

/// Random and hostile lines fed to every app: empty and blank lines, a 1 MB line, invalid
/// UTF-8, raw bytes, control and escape characters, huge numbers, unknown commands, malformed
/// links, link values that decode to control and invisible characters, and rapid back/open
/// runs, mixed with the screen's own commands so that the fuzz reaches deep states. Never a
/// crash; every refusal is exactly one `error:` line and changes nothing; no control or
/// invisible character from any source reaches the output; the focus always ends on a screen.
@MainActor
struct LineFuzzTests {
  static let lines = stepCount(3_000)

  @Test func theNumbersAppSurvivesHostileInput() async throws {
    try await Self.fuzz(
      NumbersCoordinator.self, seed: SeededRandom.seed(from: "FUZZ_SEED", default: 1),
      store: Store(
        initialState: NumbersCoordinator.State(),
        reducer: NumbersCoordinator(Dependencies().with(\.numberFact, .immediate))))
  }

  @Test func theOnboardingAppSurvivesHostileInput() async throws {
    try await Self.fuzz(
      OnboardingCoordinator.self, seed: SeededRandom.seed(from: "FUZZ_SEED", default: 2),
      store: Store(initialState: OnboardingCoordinator.State(), reducer: OnboardingCoordinator()))
  }

  @Test func theShowcaseSurvivesHostileInput() async throws {
    try await Self.fuzz(
      AppCoordinator.self, seed: SeededRandom.seed(from: "FUZZ_SEED", default: 3),
      store: Store(
        initialState: AppCoordinator.State(),
        reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate))))
  }

  static func fuzz<App: Presentable>(
    _ app: App.Type, seed: UInt64, store: Store<App.State, App.Action>
  ) async throws where App.State: Equatable {
    var random = SeededRandom(seed: seed)
    var written: [String] = []
    let session = LineSession<App>(store: store, write: { written.append($0) })
    // The app's own limit: lines up to it (long links and texts) are read as the app reads them.
    let limit = InputLine.limit(forLinksUpTo: App.longestLink)
    var splitter = LineSplitter(limit: limit)
    for index in 0..<lines {
      // The run shares the main actor with every other test: give way between lines, or a
      // slow build (a sanitizer's) holds it for a minute and other tests hit their limits.
      await Task.yield()
      // A few lines of a megabyte: enough to prove they cost nothing, few enough to stay fast.
      let bytes =
        index % 1_000 == 500
        ? Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
        : hostileLine(
          commands: App.screen(of: store.state).commands.map(\.name), limit: limit, &random)
      let context = "line \(index) of seed \(seed) (replay with FUZZ_SEED=\(seed))"
      let before = store.state
      written.removeAll()
      for line in splitter.feed(bytes + [UInt8(ascii: "\n")]) { session.handle(line) }
      let output = written.joined()
      let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let errors = outputLines.filter { $0.hasPrefix("error: ") }
      #expect(errors.count <= 1, "\(context): \(errors.count) error lines")
      if errors.count == 1 {
        #expect(outputLines.count == 1, "\(context): an error line and more output")
        let unchanged = store.state == before
        #expect(unchanged, "\(context): a refused line changed the state")
      }
      #expect(
        // The output's own newlines end its lines; any other would forge one.
        !output.unicodeScalars.contains { $0 != "\n" && VisibleText.isInvisible($0) },
        "\(context): an invisible or control character reached the output")
      guard case .route = App.navigation(of: store.state).focusPath.last else {
        Issue.record("\(context): the focus does not end on a screen")
        return
      }
    }
    store.cancelAllEffects()
  }

  /// One line of input as bytes, without its newline.
  static func hostileLine(
    commands: [String], limit: Int, _ random: inout SeededRandom
  ) -> [UInt8] {
    let words = commands + ["help", "back", "where", "tree", "open", "quit-not", "tab"]
    func text(_ string: String) -> [UInt8] { Array(string.utf8) }
    switch random.int(in: 0..<100) {
    case 0..<40:
      let argument = random.pick([
        "", " 3", " 4", " 75", " Ada", " ada@example.com", " items", " 1",
      ])
      return text(random.pick(words) + argument)
    case 40..<50: return text(random.pick(["back", "back", "open /", "open /numbers/3/6", "back"]))
    case 50..<55: return text(random.pick(["", " ", "   \t  ", "\t", "#", "# comment"]))
    case 55: return Array(repeating: UInt8(ascii: "b"), count: limit + 1)
    case 56:
      // As long as a line may be: a link of thousands of segments, a text past its longest.
      return random.pick([
        text("open " + String(repeating: "/3", count: (limit - 5) / 2)),
        text("name " + String(repeating: "a", count: 2_000)),
      ])
    case 57..<62:
      return random.pick([
        [0xFF, 0xFE], [0xC3], text("select ") + [0x80, 0x81], [0xED, 0xA0, 0x80],
      ])
    case 62..<68:
      return text(
        random.pick([
          "\u{1B}[31mselect 3", "sel\u{0}ect 1", "\u{7F}", "back\u{8}", "\u{1B}]0;title\u{7}",
          "open /\u{1B}",
        ]))
    case 68..<75:
      return text(
        random.pick([
          "select 99999999999999999999999", "select -9223372036854775808",
          "age 9223372036854775807",
          "open /9223372036854775807", "open /items/18446744073709551616", "select 1e9",
          "select 0x10",
        ]))
    case 75..<85:
      return text(
        random.pick([
          "open //", "open /%", "open /a=%ZZ", "open /=x", "open /sheet=", "open \"/3", "open '/'",
          "open /" + String(repeating: "x/", count: 1_500),
          "open /items/75/numbers/sheet=1/sheet=2",
          "open /welcome/summary/name", "open /settings/profile/confirm=leave",
        ]))
    case 85..<89:
      // Raw bytes: anything but the newline that ends the line, controls and broken UTF-8
      // included.
      return (0..<random.int(in: 1...24)).map { _ in
        let byte = UInt8(random.int(in: 0...255))
        return byte == UInt8(ascii: "\n") ? 0x0B : byte
      }
    case 89..<93:
      // Link fields that decode to any bytes, controls and invisible formatting included.
      let value = (0..<random.int(in: 1...8)).map { _ -> String in
        let byte = random.pick([0x1B, 0x07, 0x0D, 0x9B, 0xE2, 0x80, 0xAE, 0x8B, 0x41, 0xC3, 0xA9])
        return "%" + String(byte, radix: 16, uppercase: true)
      }.joined()
      let place = random.pick([
        "/welcome/name=", "/settings/profile/name=", "/name=Ada/email=", "/numbers/sheet=",
        "/welcome/name=Ada/email=a%40b.co/sharing=yes/details=",
      ])
      return text("open " + place + value)
    default:
      let letters = Array("abcdefghijklmnopqrstuvwxyz ")
      return text(
        String((0..<random.int(in: 1...12)).map { _ in random.pick(letters) }))
    }
  }
}
