// Over 200 lines: the mutator (every field of a saved state, changed to a hostile value) and the
// checks on what it makes belong together, so that a new field's mutation and its check are written
// side by side.

import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntime
import NumberFactClient
import Presentation
import ShownText
import Testing

/// Saved states changed by one field at random, as a careless editor would: each is either
/// refused by decoding, with a message, or a state the validator accepts and the user can
/// leave: its own link reopens it, and a link to the start is accepted.
@MainActor
struct StateMutationTests {
  static let files = stepCount(30)
  static let mutationsPerFile = 12

  @Test func aSavedStateChangedByOneFieldIsRefusedOrUsable() async throws {
    let seed = SeededRandom.seed(from: "MUTATION_SEED", default: 20_261_123)
    var random = SeededRandom(seed: seed)
    var tried = 0
    var refused = 0
    for saved in await Self.savedStates(random: &random) {
      // Give way to the other tests on the main actor between files.
      await Task.yield()
      let tree = try JSONSerialization.jsonObject(with: saved)
      for _ in 0..<Self.mutationsPerFile {
        let mutated = Self.mutate(tree, random: &random)
        guard JSONSerialization.isValidJSONObject(mutated) else { continue }
        let data = try JSONSerialization.data(withJSONObject: mutated)
        tried += 1
        let state: AppCoordinator.State
        do {
          state = try JSONDecoder().decode(AppCoordinator.State.self, from: data)
        } catch let error as DecodingError {
          refused += 1
          #expect(Self.saysWhatAndWhere(error), "\(error) (seed \(seed))")
          continue
        } catch {
          Issue.record("refused without a decoding error: \(error) (seed \(seed))")
          continue
        }
        try Self.checkUsable(
          state, context: "\(String(decoding: data, as: UTF8.self)) (seed \(seed))")
      }
    }
    print("state mutations: \(tried) tried, \(refused) refused, \(tried - refused) usable")
    #expect(tried > Self.files * Self.mutationsPerFile / 2)
    #expect(refused > 0 && refused < tried)
  }

  @Test(
    "every field of saved states, changed to a hostile value, is refused naming the file, or usable"
  )
  func everyFieldChanged() async throws {
    var random = SeededRandom(seed: 20_261_125)
    var tried = 0
    var refused = 0
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("s.json")
    let file = StateFile(path: url.path, app: "showcase")
    for saved in await Self.savedStates(random: &random, count: 3) {
      // The state as the app writes it, in its envelope: the field is changed there, and the
      // file read back as the app reads it, so a refusal is the line the app would print.
      try file.save(try JSONDecoder().decode(AppCoordinator.State.self, from: saved))
      let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      // Every field, but of a long list (the items, the numbers) its first two elements only:
      // the others are fields of the same kind.
      let paths = Self.leaves(of: tree, at: []).filter { path in
        !path.contains { if case .index(let index) = $0 { index > 1 } else { false } }
      }
      for path in paths {
        await Task.yield()
        let mutated = Self.replacing(in: tree, at: path[...], Self.hostile)
        guard JSONSerialization.isValidJSONObject(mutated) else { continue }
        try JSONSerialization.data(withJSONObject: mutated).write(to: url)
        tried += 1
        do throws(Refusal) {
          guard let state = try file.load(AppCoordinator.State.self) else { continue }
          try? Self.checkUsable(state, context: "\(path)")
        } catch {
          refused += 1
          // The line the app prints: escaped, so one line whatever the file holds
          // (`printToStandardError`); it names the file, and changes nothing.
          #expect(error.message.contains(url.path), "\(path): \(error.message)")
          #expect(!VisibleText.escaped("error: \(error.message)").contains("\n"))
        }
      }
    }
    #expect(tried > 100 && refused > 0, "\(tried) tried, \(refused) refused")
  }

  /// A value an editor should not have written there: the wrong kind, out of range, or text
  /// that would forge a line of its own.
  static func hostile(_ value: Any) -> Any {
    switch value {
    case let array as [Any]: array + array.prefix(1)
    case is NSNumber: Int.max
    case is String: "Ada\nerror: forged\u{1B}[2J"
    default: value
    }
  }

  /// Whether a refusal says what is wrong and where in the file.
  static func saysWhatAndWhere(_ error: DecodingError) -> Bool {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      !context.debugDescription.isEmpty && !context.codingPath.isEmpty
    @unknown default: false
    }
  }

  /// An accepted state is one the user can go on from: its own link reopens it unchanged, and
  /// the link to the start takes the app there, to a state that saves and loads again.
  static func checkUsable(_ state: AppCoordinator.State, context: String) throws {
    let store = Store(
      initialState: state, reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
    let link = AppCoordinator.link(of: state)
    guard let reopen = try? AppCoordinator.open(link, in: state) else {
      Issue.record("its link \(link) does not open: \(context)")
      return
    }
    store.send(reopen)
    let unchanged = store.state == state
    #expect(unchanged, "opening its link \(link) changed it: \(context)")
    guard let start = try? AppCoordinator.open(DeepLink(), in: store.state) else {
      Issue.record("the start does not open: \(context)")
      return
    }
    store.send(start)
    let saved = try JSONEncoder().encode(store.state)
    #expect(
      (try? JSONDecoder().decode(AppCoordinator.State.self, from: saved)) != nil,
      "the start, reached from it, does not load again: \(context)")
    store.cancelAllEffects()
  }

  /// States saved along a random walk through the showcase, one every few steps.
  static func savedStates(
    random: inout SeededRandom, count: Int = files
  ) async -> [Data] {
    let clock = TestClock()
    let store = Store(
      initialState: AppCoordinator.State(),
      reducer: AppCoordinator(
        Dependencies().with(\.numberFact, .live(clock: clock, delay: .seconds(1)))),
      effectExecutor: clock.executor)
    let session = LineSession<AppCoordinator>(store: store, write: { _ in })
    var saved: [Data] = []
    while saved.count < count {
      // Give way to the other tests on the main actor between states.
      await Task.yield()
      for _ in 0..<5 {
        let line = ShowcaseWalkTests.nextLine(in: store.state, random: &random)
        if line != "advance" { session.handle(line) }
      }
      if let data = try? JSONEncoder().encode(store.state) { saved.append(data) }
    }
    store.cancelAllEffects()
    return saved
  }

  /// `tree` with one leaf replaced, or one array reordered, shortened or lengthened.
  static func mutate(_ tree: Any, random: inout SeededRandom) -> Any {
    // The long lists of data (the items and the numbers listed) would take most picks and
    // say little; the fields that make a place are what an editor gets wrong.
    let paths = leaves(of: tree, at: []).filter { path in
      !zip(path, path.dropFirst()).contains { step, next in
        if case .key(let key) = step, key == "items" || key == "numbers", case .index = next {
          true
        } else {
          false
        }
      }
    }
    guard !paths.isEmpty else { return tree }
    let path = random.pick(paths)
    return replacing(in: tree, at: path[...]) { value in
      switch value {
      case let array as [Any] where !array.isEmpty:
        var changed = array
        switch random.int(in: 0..<3) {
        case 0: changed.swapAt(0, array.count - 1)
        case 1: changed.removeLast()
        default: changed.append(array[0])
        }
        return changed
      case let number as NSNumber:
        // Booleans come as numbers too, so either may be given.
        let numbers: [Any] = [
          0, -1, 1, 2, 7, 12, 75, 101, number.intValue &+ 1, 1 << 53, Int.max, true, false,
        ]
        return random.pick(numbers)
      case is String:
        return random.pick([
          "", "push", "sheet", "sheet+navigation", "cover", "root", "root+navigation", "numbers",
          "items", "settings", "name", "email first", "x", "Ada",
        ])
      default:
        return value
      }
    }
  }

  /// The paths of every value in `tree` that a mutation can change.
  static func leaves(of tree: Any, at path: [PathStep]) -> [[PathStep]] {
    switch tree {
    case let object as [String: Any]:
      return object.sorted { $0.key < $1.key }.flatMap { key, value in
        leaves(of: value, at: path + [.key(key)])
      }
    case let array as [Any]:
      return [path]
        + array.indices.flatMap { index in leaves(of: array[index], at: path + [.index(index)]) }
    default:
      return [path]
    }
  }

  enum PathStep { case key(String), index(Int) }

  static func replacing(in tree: Any, at path: ArraySlice<PathStep>, _ change: (Any) -> Any) -> Any
  {
    guard let step = path.first else { return change(tree) }
    switch (step, tree) {
    case (.key(let key), var object as [String: Any]):
      object[key] = replacing(in: object[key] as Any, at: path.dropFirst(), change)
      return object
    case (.index(let index), var array as [Any]) where array.indices.contains(index):
      array[index] = replacing(in: array[index], at: path.dropFirst(), change)
      return array
    default:
      return tree
    }
  }
}
