import Architecture
import Foundation
import LineRuntime
import NumbersCoordinator
import Presentation

/// Measures how fast the `numbers` app works through a piped script in process (the line
/// session and its rendering alone); `main` runs the same script through the executable.
@MainActor
struct ScriptBenchmark {
  let lineCount: Int

  /// A script of ordinary use, repeated: pushes, a sheet, links, queries and a typo. Facts are
  /// left out because their answer takes real time by design.
  var script: String {
    let cycle = [
      "select 3", "double", "increment", "where", "back", "decrement", "back",
      "preview 4", "double", "done", "done", "open /3/6/12", "tree", "open /", "selct 2",
      "help",
    ]
    return (0..<lineCount).map { cycle[$0 % cycle.count] }.joined(separator: "\n") + "\n"
  }

  /// Lines per second through the session, and the bytes of output it wrote.
  func measureInProcess() -> (linesPerSecond: Double, outputBytes: Int) {
    let bytes = Array(script.utf8)
    var written = 0
    let start = ContinuousClock.now
    var splitter = LineSplitter()
    let session = LineSession<NumbersCoordinator>(
      store: Store(
        initialState: NumbersCoordinator.State(),
        reducer: NumbersCoordinator()),
      write: { written += $0.utf8.count })
    session.start()
    for line in splitter.feed(bytes) { session.handle(line) }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    return (Double(lineCount) / seconds, written)
  }
}
