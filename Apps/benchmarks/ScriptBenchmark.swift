import Architecture
import Foundation
import LineRuntime
import NumbersCoordinator
import Presentation
import TerminalEditor

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

  /// Lines per second through the session, writing into the line runtime's output as the app
  /// does (to `/dev/null`), and the bytes of output it wrote, counted in a second run.
  func measureInProcess() -> (linesPerSecond: Double, outputBytes: Int) {
    let bytes = Array(script.utf8)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { if null >= 0 { close(null) } }
    let output = OutputBuffer(descriptor: Descriptor(number: null), flushesEveryWrite: false)
    let start = ContinuousClock.now
    run(bytes, LineSession<NumbersCoordinator>(store: store(), output: output))
    output.flush()
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    var written = 0
    run(bytes, LineSession<NumbersCoordinator>(store: store(), write: { written += $0.utf8.count }))
    return (Double(lineCount) / seconds, written)
  }

  private func store() -> Store<NumbersCoordinator.State, NumbersCoordinator.Action> {
    Store(initialState: NumbersCoordinator.State(), reducer: NumbersCoordinator())
  }

  private func run(_ bytes: [UInt8], _ session: LineSession<NumbersCoordinator>) {
    var splitter = LineSplitter()
    session.start()
    for line in splitter.feed(bytes) { session.handle(line) }
  }
}
