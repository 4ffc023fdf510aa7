import Architecture
import CountersFixture
import Foundation
import LineRuntime
import ScreenRuntime
import Testing

/// `--screen` as a person meets it: refused in one line where it cannot draw, and at a
/// pseudo-terminal, the alternate screen entered and left and the terminal's modes given back
/// on every way out.
@Suite("--screen at a terminal and without one", .serialized, processTimeLimit)
struct ScreenFrontEndTests {
  static let entering = "\u{1B}[?1049h"
  static let leaving = "\u{1B}[?1049l"

  @Test("without a terminal it refuses in one line with exit 64, saying what is right")
  func withoutTerminal() throws {
    let process = Process()
    process.executableURL = try PseudoTerminal.app("counters")
    process.arguments = ["--screen"]
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 64)
    #expect(text.hasPrefix("error: --screen draws on a terminal"))
    #expect(text.split(separator: "\n").count == 1)
  }

  @Test("a trace, a replay and --bail are refused with --screen, each saying why")
  func refusedOptions() throws {
    let terminal = ["TERM": "xterm"]
    for arguments in [["--screen", "--trace", "t"], ["--screen", "--replay", "t"]] {
      let options = try AppOptions(
        parsing: arguments, extraFlags: ["--screen"], extraValues: ["--replay"])
      let refusal = ScreenFrontEnd.refusal(for: options, environment: terminal)
      #expect(refusal?.contains("a trace or a replay holds lines") == true)
    }
    let bail = try AppOptions(parsing: ["--screen", "--bail"], extraFlags: ["--screen", "--bail"])
    #expect(ScreenFrontEnd.refusal(for: bail, environment: terminal)?.hasPrefix("--bail") == true)
  }

  @Test("--help of an app the full screen runs names --screen")
  func help() throws {
    let process = Process()
    process.executableURL = try PseudoTerminal.app("counters")
    process.arguments = ["--help"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(text.contains("  --screen "))
  }

  @Test("q leaves the alternate screen with exit 0, the terminal's modes as found")
  func quit() throws {
    let app = try PseudoTerminal("counters", arguments: ["--screen"])
    try #require(app.waitFor(Self.entering))
    try #require(app.waitFor("[s]"))
    #expect(app.isRaw)
    app.type("s")
    try #require(app.waitFor("select <n>"))
    app.type("3\r")
    try #require(app.waitFor("Counter 3"))
    app.type("q")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 0 && !exit.bySignal)
    #expect(app.text.hasSuffix(Self.leaving))
    #expect(app.modesAreAsFound)
  }

  @Test("a terminal that reports clicks gets them asked for; a console and NO_MOUSE do not")
  func mouseReporting() {
    #expect(ScreenFrontEnd.reportsMouse(["TERM": "xterm-256color"]))
    #expect(ScreenFrontEnd.reportsMouse(["TERM": "tmux-256color"]))
    #expect(!ScreenFrontEnd.reportsMouse(["TERM": "linux"]))
    #expect(!ScreenFrontEnd.reportsMouse([:]))
    #expect(!ScreenFrontEnd.reportsMouse(["TERM": "xterm", "NO_MOUSE": "1"]))
  }

  @Test("a click on the hint's quit leaves with exit 0, the mouse reporting turned off")
  @MainActor
  func clickToQuit() throws {
    let app = try PseudoTerminal("counters", arguments: ["--screen"])
    try #require(app.waitFor("[s]"))
    #expect(app.text.contains("\u{1B}[?1000h\u{1B}[?1006h"))
    // Where the hint is, as the layout draws the same app at the terminal's 80 by 24.
    let session = ScreenSession<CountersCoordinator>(
      store: Store(initialState: CountersCoordinator.State(), reducer: CountersCoordinator()))
    let frame = session.frame(width: 80, height: 24)
    let hints = frame.text(ofRow: 23)
    let quit = try #require(hints.range(of: "q quit"))
    let column = hints.distance(from: hints.startIndex, to: quit.lowerBound)
    app.type("\u{1B}[<0;\(column + 1);24M\u{1B}[<0;\(column + 1);24m")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 0 && !exit.bySignal)
    #expect(app.text.contains("\u{1B}[?1006l\u{1B}[?1000l"))
    #expect(app.modesAreAsFound)
  }

  @Test("Ctrl-C leaves with 130 and Ctrl-D with 0, the terminal as found")
  func controlKeys() throws {
    for (key, status) in [("\u{03}", Int32(130)), ("\u{04}", 0)] {
      let app = try PseudoTerminal("counters", arguments: ["--screen"])
      try #require(app.waitFor("[s]"))
      app.type(key)
      let exit = try #require(app.waitForExit())
      #expect(exit.status == status && !exit.bySignal)
      #expect(app.text.contains(Self.leaving))
      #expect(app.modesAreAsFound)
    }
  }

  @Test(
    "a signal that ends the process, a crash signal sent from outside too, ends it with its own status, the terminal given back",
    arguments: signalsToSend([SIGTERM, SIGHUP, SIGQUIT, SIGABRT]))
  func signalled(number: Int32) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("s.json").path
    let app = try PseudoTerminal("counters", arguments: ["--screen", "--state", state])
    try #require(app.waitFor("[s]"))
    kill(app.process.processIdentifier, number)
    let exit = try #require(app.waitForExit())
    #expect(exit.status == number && exit.bySignal)
    #expect(app.text.contains(Self.leaving))
    #expect(app.modesAreAsFound)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == ["s.json"])
  }

  @Test("a resize draws the frame again at the new size")
  func resize() throws {
    let app = try PseudoTerminal("counters", arguments: ["--screen"])
    try #require(app.waitFor("[s]"))
    app.resize(columns: 30, rows: 8)
    try #require(app.waitFor("window too small"))
    app.resize(columns: 60, rows: 20)
    try #require(app.waitFor("[s]"))
    app.type("q")
    #expect(try #require(app.waitForExit()).status == 0)
  }

  @Test("--state keeps what a key changed for the next run")
  func state() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("s.json").path
    let first = try PseudoTerminal("counters", arguments: ["--screen", "--state", state])
    try #require(first.waitFor("[s]"))
    first.type("s")
    try #require(first.waitFor("select <n>"))
    first.type("9\r")
    try #require(first.waitFor("Counter 9"))
    first.type("q")
    #expect(try #require(first.waitForExit()).status == 0)
    let second = try PseudoTerminal("counters", arguments: ["--screen", "--state", state])
    try #require(second.waitFor("Counter 9"))
    second.type("q")
    #expect(try #require(second.waitForExit()).status == 0)
  }
}
