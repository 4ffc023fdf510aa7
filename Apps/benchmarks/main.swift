// Measures the budgets of Docs/Architecture.md and prints them as a table.
// Run with: swift run -c release benchmarks
import Foundation

@MainActor
func runBenchmarks() {
  let iterations = CommandLine.arguments.contains("--quick") ? 2_000 : 200_000
  var rows: [(String, Double, Int)] = []
  var byHand = 0.0
  for (depth, elements) in [(1, 10), (10_000, 10), (1, 1_000_000)] {
    let benchmark = DispatchBenchmark(depth: depth, elements: elements)
    let store = benchmark.measureStore(iterations: iterations)
    rows.append(("store, depth \(depth), \(elements) elements", store.nanoseconds, store.counter))
    if depth == 1, elements == 10 {
      let hand = benchmark.measureByHand(iterations: iterations)
      byHand = hand.nanoseconds
      rows.append(("by hand, depth 1, 10 elements", hand.nanoseconds, hand.counter))
    }
  }
  print(table(rows: rows))
  let shallow = rows[0].1
  print("")
  print(ratio("depth 10,000 / depth 1", rows[2].1 / shallow, budget: 1.5))
  print(ratio("1,000,000 / 10 elements", rows[3].1 / shallow, budget: 1.5))
  print(ratio("store / by hand", shallow / byHand, budget: 20))
  print("")
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
  printScriptFigures(lines: CommandLine.arguments.contains("--quick") ? 2_000 : 100_000)
}

@MainActor
func printScriptFigures(lines: Int) {
  let benchmark = ScriptBenchmark(lineCount: lines)
  print("a piped script of \(lines) lines through numbers (budget 50,000 lines/s)")
  let inProcess = benchmark.measureInProcess()
  print(
    "  in process:  \(String(format: "%9.0f", inProcess.linesPerSecond)) lines/s "
      + "(\(inProcess.outputBytes / 1_000) kB of output)")
  do {
    if let piped = try benchmark.measurePiped() {
      print("  as a process: \(String(format: "%8.0f", piped)) lines/s")
    } else {
      print("  as a process: build it first (swift build -c release --product numbers)")
    }
  } catch {
    print("  as a process: could not run it: \(error)")
  }
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

func ratio(_ name: String, _ value: Double, budget: Double) -> String {
  let verdict = value <= budget ? "ok" : "OVER BUDGET"
  return "\(name): \(String(format: "%.2f", value))x (budget \(budget)x) \(verdict)"
}

MainActor.assumeIsolated { runBenchmarks() }
