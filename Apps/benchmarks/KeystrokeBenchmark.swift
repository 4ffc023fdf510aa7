import Architecture
import NumbersCoordinator
import Presentation
import ScreenRuntime
import TerminalEditor

/// Measures what one keystroke of the full-screen front end costs over `numbers`: the key
/// handled, the frame laid out, and the difference from the frame before written, in time and
/// in bytes, with the stack at a given size and the window at a given size.
///
/// The keys are those of ordinary use on a detail (push with `double`, change, back, a key
/// that is none), which keep the stack within one route of where it started, as the line
/// costs' lines do. Help is left out: its panel dims every cell, a change as big as the window.
@MainActor
struct KeystrokeBenchmark {
  /// What one keystroke cost.
  struct Cost {
    var microseconds: Double
    var bytes: Double
  }

  /// The command names and global keys pressed, in turn.
  static let cycle: [String] = ["double", "increment", "<-", "decrement", "z"]

  /// The cost of `keys` keystrokes on a state of `routes` routes, in a window `width` by
  /// `height`.
  static func measure(routes: Int, keys: Int, width: Int, height: Int) throws -> Cost {
    let state = try LineCostBenchmark.state(routes: routes)
    let session = ScreenSession<NumbersCoordinator>(
      store: Store(initialState: state, reducer: NumbersCoordinator()))
    var shown = session.frame(width: width, height: height)
    var written = 0
    let start = ContinuousClock.now
    for index in 0..<keys {
      _ = session.handle(key(cycle[index % cycle.count], in: session))
      let frame = session.frame(width: width, height: height)
      written += FrameDiff.changes(from: shown, to: frame, colours: true).utf8.count
      shown = frame
    }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    return Cost(
      microseconds: seconds * 1_000_000 / Double(keys), bytes: Double(written) / Double(keys))
  }

  /// The key for `name`: a global key as written, or the key the screen shows for its command.
  static func key(_ name: String, in session: ScreenSession<NumbersCoordinator>) -> TerminalKey {
    switch name {
    case "<-": return .left
    case "z": return .text("z")
    default:
      let commands = NumbersCoordinator.screen(of: session.store.state).commands
      let index = commands.firstIndex { $0.name == name } ?? 0
      return session.key(at: index).flatMap { $0.unicodeScalars.first }.map(TerminalKey.text)
        ?? .unknown
    }
  }
}

/// Prints the keystroke costs: at 2 and 10,000 routes, and at two window sizes.
@MainActor
func printKeystrokeCosts(keys: Int) {
  print(
    "a keystroke of numbers --screen in process (push, change, back, a stray key), "
      + "best of \(rounds)  µs/key  bytes/key")
  let cases = [
    ("2 routes, 80x24", 2, 80, 24), ("10,000 routes, 80x24", 9_999, 80, 24),
    ("2 routes, 200x60", 2, 200, 60),
  ]
  var costs: [String: KeystrokeBenchmark.Cost] = [:]
  for _ in 0..<rounds {
    for (name, routes, width, height) in cases {
      guard
        let cost = try? KeystrokeBenchmark.measure(
          routes: routes, keys: keys, width: width, height: height)
      else { continue }
      if costs[name].map({ cost.microseconds < $0.microseconds }) ?? true { costs[name] = cost }
    }
  }
  for (name, _, _, _) in cases {
    let padded = ("  " + name).padding(toLength: 64, withPad: " ", startingAt: 0)
    guard let cost = costs[name] else {
      print(padded + "could not build the state")
      continue
    }
    print(padded + String(format: "%8.1f  %10.0f", cost.microseconds, cost.bytes))
  }
  if let shallow = costs["2 routes, 80x24"], let deep = costs["10,000 routes, 80x24"] {
    print(ratio("time, 10,000 / 2 routes", deep.microseconds / shallow.microseconds, budget: 1.5))
    print(ratio("bytes, 10,000 / 2 routes", deep.bytes / shallow.bytes, budget: 1.5))
  }
  if let small = costs["2 routes, 80x24"], let large = costs["2 routes, 200x60"] {
    // Six times the cells; what is written follows what changed: the rows a push rewrites
    // grow with the width, not with every cell.
    print(
      "  bytes per key, 200x60 / 80x24 (6.25x the cells): "
        + String(format: "%.2fx", large.bytes / small.bytes))
  }
}
