import Foundation
import LineRuntime
import NumbersCoordinator
import Presentation

/// Measures what a state's size costs the `numbers` app with `--state`: the same commands on a
/// restored state of a few routes and of 10,000, each as a whole process (start-up, load,
/// saves); and, in process, one load and one save of the large state.
@MainActor
struct StateBenchmark {
  /// Commands on a detail that keep the stack within one route of its size: changes, two
  /// pushes and their pops, help and a typo. No `where`: its link names every route, so its
  /// output is as long as the stack by design.
  static let cycle = [
    "increment", "divisors", "back", "decrement", "help", "selct 2", "double", "back",
  ]

  /// What one size cost: seconds for the commands as a process, for a load and for a save.
  struct Cost {
    var processSeconds: Double
    var loadSeconds: Double
    var saveSeconds: Double
    /// The coordinator's checks of the loaded state, which a load and every save run.
    var checkSeconds: Double
    /// The checks a save runs after a command changed the top screen, reusing what the check
    /// before rebuilt, as a journal does at every save.
    var recheckSeconds: Double
    /// The same state built in memory, without a file: the floor under a load.
    var buildSeconds: Double
    /// The state's JSON decoded by Foundation's decoder alone, without the file's checks.
    var foundationSeconds: Double
    var fileBytes: Int
  }

  let commands: Int

  /// The script of `commands` lines.
  var script: String {
    (0..<commands).map { Self.cycle[$0 % Self.cycle.count] }.joined(separator: "\n") + "\n"
  }

  /// The costs at each of `sizes` (routes), best of `rounds`, the sizes taking turns; `nil`
  /// when the app is not built or a state could not be made.
  func measure(sizes: [Int], rounds: Int, numbers: String) -> [Cost]? {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("benchmark-state-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pristine = sizes.map { directory.appendingPathComponent("pristine-\($0).json").path }
    let working = directory.appendingPathComponent("state.json").path
    for (size, path) in zip(sizes, pristine) {
      guard let state = try? LineCostBenchmark.state(routes: size),
        (try? StateFile(path: path, app: "numbers").save(state)) != nil
      else { return nil }
    }
    var costs = sizes.map { _ in
      Cost(
        processSeconds: .infinity, loadSeconds: .infinity, saveSeconds: .infinity,
        checkSeconds: .infinity, recheckSeconds: .infinity, buildSeconds: .infinity,
        foundationSeconds: .infinity,
        fileBytes: 0)
    }
    let clock = ContinuousClock()
    return ChildProcess.withFile(script) { input in
      for _ in 0..<rounds {
        for index in sizes.indices {
          try? FileManager.default.removeItem(atPath: working)
          try? FileManager.default.copyItem(atPath: pristine[index], toPath: working)
          guard let run = ChildProcess.run(numbers, ["--state", working], inputPath: input),
            run.status == 0
          else { return nil }
          costs[index].processSeconds = min(costs[index].processSeconds, run.seconds)
          let file = StateFile(path: pristine[index], app: "numbers")
          var loaded: NumbersCoordinator.State?
          let load = clock.measure { loaded = try? file.load(NumbersCoordinator.State.self) }
          guard let loaded else { return nil }
          let copy = StateFile(path: working, app: "numbers")
          let save = clock.measure { _ = try? copy.save(loaded) }
          costs[index].loadSeconds = min(costs[index].loadSeconds, load / .seconds(1))
          costs[index].saveSeconds = min(costs[index].saveSeconds, save / .seconds(1))
          let check = clock.measure { _ = NumbersCoordinator.restoringProblem(with: loaded) }
          costs[index].checkSeconds = min(costs[index].checkSeconds, check / .seconds(1))
          costs[index].recheckSeconds = min(
            costs[index].recheckSeconds, Self.recheckSeconds(of: loaded))
          let build = clock.measure { _ = try? LineCostBenchmark.state(routes: sizes[index]) }
          costs[index].buildSeconds = min(costs[index].buildSeconds, build / .seconds(1))
          guard let json = try? JSONEncoder().encode(loaded) else { return nil }
          let foundation = clock.measure {
            _ = try? JSONDecoder().decode(NumbersCoordinator.State.self, from: json)
          }
          costs[index].foundationSeconds = min(
            costs[index].foundationSeconds, foundation / .seconds(1))
          let size = try? FileManager.default.attributesOfItem(atPath: pristine[index])[.size]
          costs[index].fileBytes = (size as? Int) ?? 0
        }
      }
      return costs
    }
  }

  /// Seconds per save's checks on `state`, each after a command changed its top screen, as an
  /// interactive session saves at every command.
  static func recheckSeconds(of state: NumbersCoordinator.State) -> Double {
    var state = state
    let top = state.routes.top
    // The stack's own copy of its routes and history, made at its first change, is not a
    // save's cost.
    state.routes.modifyScreen(id: top.id) { $0 = top.screen }
    var checked: CheckedLinks<NumbersCoordinator.Screen>?
    _ = NumbersCoordinator.restoringProblem(with: state, reusing: &checked)
    let saves = 2_000
    let elapsed = ContinuousClock().measure {
      for _ in 0..<saves {
        state.routes.modifyScreen(id: top.id) { $0 = top.screen }
        _ = NumbersCoordinator.restoringProblem(with: state, reusing: &checked)
      }
    }
    return elapsed / .seconds(1) / Double(saves)
  }
}
