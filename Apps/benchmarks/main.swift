// Measures the budgets of Docs/Architecture.md and prints them as a table.
// Run with: swift run -c release benchmarks [--quick] [dispatch] [planning] [lines] [keystrokes]
// [script] [state] (naming sections runs only those, for profiling one of them).
import Foundation

/// The sections named on the command line; all of them when none is.
let sections: Set<String> = {
  let named = Set(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") })
  return named.isEmpty
    ? ["dispatch", "planning", "lines", "keystrokes", "script", "state"] : named
}()

@MainActor
func runBenchmarks() {
  let quick = CommandLine.arguments.contains("--quick")
  if sections.contains("dispatch") { printDispatchFigures(quick: quick) }
  if sections.contains("planning") { printPlanningFigures() }
  if sections.contains("lines") { printLineCosts(lines: quick ? 2_000 : 24_000) }
  if sections.contains("keystrokes") {
    printKeystrokeCosts(keys: quick ? 1_000 : 10_000)
    print("")
  }
  if sections.contains("script") { printScriptFigures(quick: quick) }
  if sections.contains("state") { printStateFigures(quick: quick) }
}

@MainActor
func printStateFigures(quick: Bool) {
  let commands = 2_000
  print("\(commands) commands on a restored state, as a process with --state, best of \(rounds)")
  guard let numbers = ChildProcess.sibling("numbers") else {
    print("  build it first (swift build -c release --product numbers)")
    return
  }
  let sizes = [3, 9_998]
  guard
    let costs = StateBenchmark(commands: commands).measure(
      sizes: sizes, rounds: quick ? 1 : rounds, numbers: numbers)
  else {
    print("  the runs failed")
    return
  }
  for (size, cost) in zip(sizes, costs) {
    let name = size == 3 ? "3 routes" : "10,000 routes"
    print(
      "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0))"
        + String(
          format: "%7.1f ms; in process, a load %6.2f ms, a save %6.2f ms, the checks %5.2f ms "
            + "(%d kB file)",
          cost.processSeconds * 1_000, cost.loadSeconds * 1_000, cost.saveSeconds * 1_000,
          cost.checkSeconds * 1_000, cost.fileBytes / 1_000))
  }
  print(
    "  the floor at 10,000 routes: the state built in memory "
      + String(format: "%.2f ms", costs[1].buildSeconds * 1_000)
      + "; its JSON decoded by Foundation's decoder alone "
      + String(format: "%.1f ms", costs[1].foundationSeconds * 1_000))
  print(ratio("10,000 / 3 routes", costs[1].processSeconds / costs[0].processSeconds, budget: 2))
  print(
    "  a save's checks after a command, reading what changed: "
      + String(
        format: "%.2f µs at 3 routes, %.2f µs at 10,000",
        costs[0].recheckSeconds * 1e6, costs[1].recheckSeconds * 1e6))
  print(
    ratio(
      "a save's checks, 10,000 / 3 routes", costs[1].recheckSeconds / costs[0].recheckSeconds,
      budget: 1.5))
  print("")
}

@MainActor
func printDispatchFigures(quick: Bool) {
  let iterations = quick ? 2_000 : 100_000
  let cases = [
    ("store, depth 1, 10 elements", 1, 10, false), ("by hand, depth 1, 10 elements", 1, 10, true),
    ("store, depth 10000, 10 elements", 10_000, 10, false),
    ("store, depth 1, 1000000 elements", 1, 1_000_000, false),
  ]
  // The cases take turns, the fastest of each kept, as for the line costs below: the store
  // and the hand-written change are then timed through the same busy spells of the machine.
  var best = [Double](repeating: .infinity, count: cases.count)
  var counters = [Int](repeating: 0, count: cases.count)
  for _ in 0..<rounds {
    for (index, (_, depth, elements, byHand)) in cases.enumerated() {
      let benchmark = DispatchBenchmark(depth: depth, elements: elements)
      let run =
        byHand
        ? benchmark.measureByHand(iterations: iterations)
        : benchmark.measureStore(iterations: iterations)
      best[index] = min(best[index], run.nanoseconds)
      counters[index] = run.counter
    }
  }
  print(table(rows: cases.indices.map { (cases[$0].0, best[$0], counters[$0]) }))
  print("(best of \(rounds), the cases taking turns)")
  print("")
  print(ratio("depth 10,000 / depth 1", best[2] / best[0], budget: 1.5))
  print(ratio("1,000,000 / 10 elements", best[3] / best[0], budget: 1.5))
  print(ratio("store / by hand", best[0] / best[1], budget: 3, aim: 2))
  print("")
}

@MainActor
func printPlanningFigures() {
  print("planning between two stacks sharing their bottom half")
  var perRoute: [Double] = []
  for size in [100, 1_000, 10_000] {
    let (nanoseconds, transitions) = PlanningBenchmark(size: size).measure()
    perRoute.append(nanoseconds)
    let routes = String(size).padding(toLength: 7, withPad: " ", startingAt: 0)
    print(
      "  \(routes) routes each: \(String(format: "%6.1f", nanoseconds)) ns per route, "
        + "\(transitions) transitions")
  }
  print(ratio("per route, 10,000 / 100", perRoute[2] / perRoute[0], budget: 1.5))
  print("")
}

/// How many times a noisy figure is measured; the fastest run is reported, since the machine's
/// other work only ever adds time to a run.
let rounds = 5

@MainActor
func printLineCosts(lines: Int) {
  print(
    "a line of numbers in process (push, change, pop, help, a typo), best of \(rounds)  "
      + "µs/line  bytes/line")
  var costs: [String: LineCostBenchmark.Cost] = [:]
  let cases = [
    ("2 routes", 2, false), ("10,000 routes (the capacity)", 9_999, false),
    ("restored, 3 routes", 3, true), ("restored, 10,000 routes", 9_999, true),
  ]
  // The cases take turns, so that a busy spell of the machine falls on all of them.
  for _ in 0..<rounds {
    for (name, routes, restored) in cases {
      guard
        let cost = try? LineCostBenchmark.measure(
          routes: routes, lines: lines, restored: restored)
      else { continue }
      if costs[name].map({ cost.microseconds < $0.microseconds }) ?? true { costs[name] = cost }
    }
  }
  for (name, _, _) in cases {
    let padded = ("  " + name).padding(toLength: 64, withPad: " ", startingAt: 0)
    guard let cost = costs[name] else {
      print(padded + "could not build the state")
      continue
    }
    print(padded + String(format: "%8.1f  %10.0f", cost.microseconds, cost.bytes))
  }
  if let shallow = costs["2 routes"], let deep = costs["10,000 routes (the capacity)"] {
    print(ratio("time, 10,000 / 2 routes", deep.microseconds / shallow.microseconds, budget: 1.5))
    print(ratio("bytes, 10,000 / 2 routes", deep.bytes / shallow.bytes, budget: 1.5))
  }
  if let small = costs["restored, 3 routes"], let large = costs["restored, 10,000 routes"] {
    print(ratio("restored, 10,000 / 3 routes", large.microseconds / small.microseconds, budget: 2))
  }
  print("")
}

@MainActor
func printScriptFigures(quick: Bool) {
  let lines = quick ? 2_000 : 100_000
  let benchmark = ScriptBenchmark(lineCount: lines)
  print("a piped script of \(lines) lines through numbers")
  let inProcess = benchmark.measureInProcess()
  print(
    "  in process:  \(String(format: "%9.0f", inProcess.linesPerSecond)) lines/s "
      + "(\(inProcess.outputBytes / 1_000) kB of output)")
  guard let numbers = ChildProcess.sibling("numbers") else {
    print("  as a process: build it first (swift build -c release --product numbers)")
    return
  }
  // The median of several runs: one run on a shared machine reads anywhere within a third of
  // its speed.
  let runs = ChildProcess.withFile(benchmark.script) { path in
    (0..<(quick ? 1 : 2 * rounds + 1)).compactMap { _ in
      ChildProcess.run(numbers, [], inputPath: path).flatMap { $0.status == 0 ? $0.seconds : nil }
    }
  }
  if let median = median(runs), let best = runs.min() {
    let rate = Double(lines) / median
    let verdict = rate >= 200_000 ? "ok, at the aim" : rate >= 50_000 ? "ok" : "BELOW THE FLOOR"
    print(
      "  as a process: \(String(format: "%8.0f", rate)) lines/s, the median of \(runs.count) runs "
        + "(best \(String(format: "%.0f", Double(lines) / best))); floor 50,000, aim 200,000: "
        + verdict)
  } else {
    print("  as a process: the run failed")
  }
  let small = quick ? 4_000 : 40_000
  let large = quick ? 400_000 : 4_000_000
  let peaks = [small, large].map { count in
    ChildProcess.withFile(String(repeating: "where\n", count: count)) { path in
      ChildProcess.peakKilobytes(numbers, [], inputPath: path)
    }
  }
  if let low = peaks[0], let high = peaks[1] {
    print("  peak memory, \(small) lines: \(low / 1_024) MB; \(large) lines: \(high / 1_024) MB")
    print(ratio("peak memory, \(large) / \(small) lines", Double(high) / Double(low), budget: 1.2))
  }
  let stateLines = ScriptBenchmark(lineCount: quick ? 2_000 : 20_000).script
  let stateFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("benchmark-state-\(ProcessInfo.processInfo.processIdentifier).json")
    .path
  defer { try? FileManager.default.removeItem(atPath: stateFile) }
  // Taking turns, and the median of each pair's ratio: the fastest of each, as for the line
  // costs, read anywhere from 1.1x to 1.4x from one call to the next on a shared machine.
  let pairs = ChildProcess.withFile(stateLines) { path in
    (0..<(quick ? 1 : 2 * rounds + 1)).compactMap { _ -> (plain: Double, saved: Double)? in
      guard let plain = ChildProcess.run(numbers, [], inputPath: path)?.seconds,
        let saved = ChildProcess.run(numbers, ["--state", stateFile, "--reset"], inputPath: path)?
          .seconds
      else { return nil }
      return (plain, saved)
    }
  }
  if let pairedRatio = median(pairs.map { $0.saved / $0.plain }),
    let plain = median(pairs.map(\.plain)), let saved = median(pairs.map(\.saved))
  {
    print(
      "  \(quick ? 2_000 : 20_000) lines, the median of \(pairs.count) pairs taking turns: "
        + "\(String(format: "%.3f", plain)) s plain, \(String(format: "%.3f", saved)) s with --state"
    )
    print(ratio("with --state / plain", pairedRatio, budget: 1.3))
  }
  print("")
}

func table(rows: [(String, Double, Int)]) -> String {
  let width = rows.map(\.0.count).max() ?? 0
  let header = "dispatch through 3 coordinators".padding(
    toLength: width, withPad: " ", startingAt: 0)
  var lines = ["\(header)  ns/action", String(repeating: "-", count: width + 11)]
  for (name, nanoseconds, _) in rows {
    let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
    lines.append("\(padded)  \(String(format: "%9.1f", nanoseconds))")
  }
  return lines.joined(separator: "\n")
}

/// The middle value of `values`, or the mean of the two middle ones; `nil` for none.
func median(_ values: [Double]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func ratio(_ name: String, _ value: Double, budget: Double, aim: Double? = nil) -> String {
  let verdict =
    if let aim, value <= aim { "ok, at the aim" } else if value <= budget { "ok" } else {
      "OVER BUDGET"
    }
  let bound = aim.map { "budget \(budget)x, aim \($0)x" } ?? "budget \(budget)x"
  return "\(name): \(String(format: "%.2f", value))x (\(bound)) \(verdict)"
}

if !ChildProcess.runPeakMode(Array(CommandLine.arguments.dropFirst())) {
  MainActor.assumeIsolated { runBenchmarks() }
}
