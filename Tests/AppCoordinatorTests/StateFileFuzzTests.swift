import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntime
import Presentation
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
      let hidden = output.unicodeScalars.first(where: VisibleText.isInvisible)
      #expect(
        hidden == nil,
        "mutation \(index) (FUZZ_SEED=\(seed)) showed U+\(hidden.map(VisibleText.code) ?? "")")
    }
    // Most mutations keep the file usable; the check above must have had states to look at.
    #expect(shown > Self.mutations / 4, "only \(shown) of \(Self.mutations) mutations loaded")
  }

  /// The keys whose strings are the user's or the world's text, not the file's structure.
  static let textKeys: Set<String> = ["name", "email", "userName", "city", "_0"]

  /// `object` with about one text string in three given a hostile character.
  static func replacingStrings(
    in object: Any, key: String? = nil, _ random: inout SeededRandom
  ) -> Any {
    switch object {
    case let dictionary as [String: Any]:
      var result: [String: Any] = [:]
      for key in dictionary.keys.sorted() {
        result[key] = replacingStrings(in: dictionary[key] as Any, key: key, &random)
      }
      return result
    case let array as [Any]:
      return array.map { replacingStrings(in: $0, key: key, &random) }
    case let string as String where key.map(textKeys.contains) == true:
      guard random.int(in: 0..<3) == 0 else { return string }
      let hostile = [
        "\u{1B}[2J", "\u{07}", "\r", "\u{9B}31m", "\u{202E}", "\u{200B}", "\u{2028}", "\u{FEFF}",
        "\u{1B}]0;title\u{07}", "\u{0}",
      ]
      return string + random.pick(hostile) + string
    default:
      return object
    }
  }
}
