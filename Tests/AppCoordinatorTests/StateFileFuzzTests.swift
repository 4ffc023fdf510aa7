import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntime
import Presentation
import ShownText
import Testing

/// Strings a state file brings (names, emails, facts, item names) are data from outside: a
/// file edited to hold escape sequences, bidirectional overrides or zero-width characters is
/// either refused or shown with each of them written out, never passed to the terminal.
@MainActor
struct StateFileFuzzTests {
  static let mutations = 400

  @Test func stringsFromAStateFileReachTheScreenEscaped() throws {
    let seed = SeededRandom.seed(from: "FUZZ_SEED", default: 4)
    var random = SeededRandom(seed: seed)
    let states = try StateRestorationTests.states()
    var shown = 0
    for index in 0..<Self.mutations {
      let original = try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(states[index % states.count]))
      let mutated = Self.replacingStrings(in: original, &random)
      let data = try JSONSerialization.data(withJSONObject: mutated)
      guard let state = try? JSONDecoder().decode(AppCoordinator.State.self, from: data) else {
        continue
      }
      shown += 1
      var output = ""
      let store = Store(
        initialState: state, reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
      let session = LineSession<AppCoordinator>(store: store, write: { output += $0 })
      session.start()
      for line in ["tree", "where", "help", "back"] { session.handle(line) }
      store.cancelAllEffects()
      // The output's own newlines end its lines; any other reached it from the file.
      let hidden = output.unicodeScalars.first { $0 != "\n" && VisibleText.isInvisible($0) }
      #expect(
        hidden == nil,
        "mutation \(index) (FUZZ_SEED=\(seed)) showed U+\(hidden.map(VisibleText.code) ?? "")")
    }
    // The check above must have had states to look at: text typed on a step but not yet
    // continued is kept as it is, so some mutations load.
    #expect(shown > Self.mutations / 50, "only \(shown) of \(Self.mutations) mutations loaded")
  }

  /// The keys whose strings are the user's or the world's text, not the file's structure:
  /// names, emails, cities, facts, and text typed on a step but not yet continued.
  static let textKeys: Set<String> = ["name", "email", "userName", "city", "_0", "text"]

  /// `object` with one of its text strings, chosen at random, given a hostile character: a
  /// string the app checks makes the file refused, one it keeps as typed (a step's text not
  /// yet continued) must reach the screen escaped.
  ///
  /// The key is chosen first, then one of its strings: the hundred item names would otherwise
  /// be chosen nearly every time.
  static func replacingStrings(in object: Any, _ random: inout SeededRandom) -> Any {
    var counts: [String: Int] = [:]
    _ = replacing(in: object, key: nil, chosen: ("", -1), &counts, &random)
    guard let key = counts.keys.sorted().randomElement(using: &random) else { return object }
    let chosen = random.int(in: 0..<(counts[key] ?? 1))
    counts = [:]
    return replacing(in: object, key: nil, chosen: (key, chosen), &counts, &random)
  }

  /// `object` with the string number `chosen.1` of the key `chosen.0` made hostile, counting
  /// each key's strings in `counts`.
  private static func replacing(
    in object: Any, key: String?, chosen: (String, Int), _ counts: inout [String: Int],
    _ random: inout SeededRandom
  ) -> Any {
    switch object {
    case let dictionary as [String: Any]:
      var result: [String: Any] = [:]
      for key in dictionary.keys.sorted() {
        result[key] = replacing(
          in: dictionary[key] as Any, key: key, chosen: chosen, &counts, &random)
      }
      return result
    case let array as [Any]:
      return array.map { replacing(in: $0, key: key, chosen: chosen, &counts, &random) }
    case let string as String where key.map(textKeys.contains) == true:
      guard let key else { return string }
      let index = counts[key, default: 0]
      counts[key] = index + 1
      guard key == chosen.0, index == chosen.1 else { return string }
      let hostile = [
        "\u{1B}[2J", "\u{07}", "\r", "\n", "\u{9B}31m", "\u{202E}", "\u{200B}", "\u{2028}",
        "\u{FEFF}", "\u{1B}]0;title\u{07}", "\u{0}",
      ]
      return string + random.pick(hostile) + string
    default:
      return object
    }
  }
}
