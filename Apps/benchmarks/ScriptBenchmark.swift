import Architecture
import Foundation
import LineRuntime
import NumbersCoordinator
import Presentation

/// Measures how fast the `numbers` app works through a piped script: in process (the line
/// session and its rendering alone) and, when the `numbers` executable was built next to this
/// one, as a real child process reading a file on its standard input.
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
        reducer: NumbersCoordinator(factClient: .immediate)),
      write: { written += $0.utf8.count })
    session.start()
    for line in splitter.feed(bytes) { session.handle(line) }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    return (Double(lineCount) / seconds, written)
  }

  /// Lines per second through the `numbers` executable, or `nil` when it is not built.
  func measurePiped() throws -> Double? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = directory.appendingPathComponent("numbers")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
    let scriptFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("numbers-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scriptFile) }
    let process = Process()
    process.executableURL = executable
    process.standardInput = try FileHandle(forReadingFrom: scriptFile)
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    guard process.terminationStatus == 0 else { return nil }
    return Double(lineCount) / seconds
  }
}
