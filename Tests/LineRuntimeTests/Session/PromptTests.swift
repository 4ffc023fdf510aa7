import Foundation
import Testing

/// The prompt as a person meets it: the real `counters` app at a pseudo-terminal, keys typed
/// as a terminal sends them, and the terminal's modes checked after every way out.
@Suite("The prompt at a terminal", .serialized, processTimeLimit)
struct PromptTests {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}OC"
  static let up = "\u{1B}[A"

  /// The row of an entered line as it stays on screen, and the row after it.
  static func entered(_ line: String) -> String {
    "\r> \(line)\u{1B}[0K\r\n"
  }

  @Test("a mistyped command is mended with Left, Backspace and Right, and Enter runs it")
  func mending() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("selcet 3")
    try #require(app.waitFor("> selcet 3\u{1B}[0K"))
    app.type(String(repeating: Self.left, count: 4) + "\u{7F}" + Self.right + "c\r")
    try #require(
      app.waitFor(Self.entered("select 3") + "-> push #1 Counter 3\r\n[Counters > Counter 3]"))
    #expect(!app.text.contains("error:"))
  }

  @Test("Tab completes a command and its choice; a second Tab lists what could follow")
  func completion() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("sel\t")
    try #require(app.waitFor("> select \u{1B}[0K"))
    app.type("\t\t")
    try #require(app.waitFor("1  2  3  4  5  6  7  8  9\r\n"))
    app.type("3\r")
    try #require(app.waitFor("-> push #1 Counter 3"))
  }

  @Test("Ctrl-R finds a line typed before, and Enter runs it")
  func search() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("select 3\r")
    try #require(app.waitForPrompt())
    app.type("double\r")
    try #require(app.waitFor("-> push #2 Counter 6"))
    try #require(app.waitForPrompt())
    app.type("\u{12}sel")
    try #require(app.waitFor("(search 'sel'): select 3"))
    app.type("\u{07}back\r")
    try #require(app.waitFor("-> pop"))
  }

  @Test("Up recalls the line before, and Enter runs it again")
  func history() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("select 3\r")
    try #require(app.waitForPrompt())
    app.type("double\r")
    try #require(app.waitFor("[Counters > Counter 3 > Counter 6]"))
    try #require(app.waitForPrompt())
    app.type(Self.up)
    try #require(app.waitFor("\r> double\u{1B}[0K"))
    app.type(Self.up + Self.up + "\u{0E}\r")
    try #require(app.waitFor(Self.entered("double") + "-> push #3 Counter 12"))
  }

  @Test("Ctrl-U, Ctrl-W, Ctrl-A and Ctrl-K cut a line down to the command wanted")
  func cutting() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("bogus\u{15}where extra\u{17}\r")
    try #require(app.waitFor(Self.entered("where ") + "/\r\n"))
    try #require(app.waitForPrompt())
    app.type("where junk\u{01}" + String(repeating: Self.right, count: 5) + "\u{0B}\r")
    try #require(app.waitFor(Self.entered("where") + "/\r\n"))
    #expect(!app.text.contains("error:"))
  }

  @Test(
    "Ctrl-C drops a line with text; on an empty line it says how to leave, and a second exits 130"
  )
  func controlC() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("bogus\u{03}")
    try #require(app.waitFor("\r> bogus^C\u{1B}[0K\r\n"))
    try #require(app.waitForPrompt())
    app.type("where\r")
    try #require(app.waitFor(Self.entered("where") + "/\r\n"))
    try #require(app.waitForPrompt())
    #expect(app.isRaw)
    app.type("\u{03}")
    try #require(app.waitFor("(to leave, press Ctrl-C again or Ctrl-D, or type quit)\r\n"))
    try #require(app.waitForPrompt())
    app.type("\u{03}")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 130 && !exit.bySignal)
    #expect(app.text.hasSuffix("^C\r\n"))
    #expect(app.modesAreAsFound)
    #expect(!app.text.contains("error:"))
  }

  @Test("Ctrl-D on an empty line ends the input with exit 0, on a new row, the terminal as found")
  func controlD() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("\u{04}")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 0 && !exit.bySignal)
    #expect(app.text.hasSuffix("\r> \u{1B}[0K\r\u{1B}[2C\r\n"))
    #expect(app.modesAreAsFound)
  }

  @Test("quit leaves the terminal as found")
  func quit() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("quit\r")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 0)
    #expect(app.text.hasSuffix(Self.entered("quit")))
    #expect(app.modesAreAsFound)
  }

  @Test(
    "a termination request while a line is typed ends the run, the terminal as found",
    arguments: [false, true])
  func terminated(savingState: Bool) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("prompt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // With --state, the state file's handlers are installed too, and all must run.
    let state = directory.appendingPathComponent("s.json").path
    let app = try TerminalApp(arguments: savingState ? ["--state", state] : [])
    try #require(app.waitForPrompt())
    app.type("sel")
    try #require(app.waitFor("> sel\u{1B}[0K"))
    kill(app.process.processIdentifier, SIGTERM)
    let exit = try #require(app.waitForExit())
    #expect(exit.status == SIGTERM && exit.bySignal)
    #expect(app.modesAreAsFound)
    if savingState {
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(left.contains("s.json") && !left.contains { $0.hasSuffix(".tmp") })
    }
  }

  @Test("a fact that arrives while a line is typed shows above it, and the line is kept")
  func asynchronousOutput() throws {
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("select 3\r")
    try #require(app.waitForPrompt())
    app.type("fact\r")
    try #require(app.waitFor("fact: loading..."))
    app.type("whe")
    // Whether the fact came before the keys or after, the line is drawn below it.
    try #require(
      app.waitFor("\r\u{1B}[0K[Counters > Counter 3]\r\n  number: 3\r\n  fact: 3 is odd"))
    try #require(app.waitFor("\r> whe\u{1B}[0K\r\u{1B}[5C"))
    app.type("re\r")
    try #require(app.waitFor(Self.entered("where") + "/3\r\n"))
  }

  @Test("Ctrl-Z stops the app with the terminal as found; continued, it is raw again")
  func suspend() throws {
    // A test run that ignores stops passes that on to the app, which then cannot stop.
    var action = sigaction()
    sigaction(SIGTSTP, nil, &action)
    guard unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) != 1 else { return }
    let app = try TerminalApp()
    try #require(app.waitForPrompt())
    app.type("wh")
    try #require(app.waitFor("> wh\u{1B}[0K"))
    app.type("\u{1A}")
    try #require(app.waitUntil { app.isStopped })
    #expect(app.modesAreAsFound)
    kill(app.process.processIdentifier, SIGCONT)
    try #require(app.waitUntil { app.isRaw })
    try #require(app.waitFor("^Z\r> wh\u{1B}[0K"))
    app.type("ere\r")
    try #require(app.waitFor(Self.entered("where") + "/\r\n"))
  }

  @Test("a line wider than the terminal scrolls while typed, and stays whole once entered")
  func longLine() throws {
    let app = try TerminalApp(columns: 20)
    try #require(app.waitForPrompt())
    app.type("open /3/6/12/24/48/96")
    // Twenty columns: the prompt, seventeen for the line, and the last one kept empty.
    try #require(app.waitFor("\r>  /3/6/12/24/48/96\u{1B}[0K\r\u{1B}[19C"))
    app.type("\r")
    try #require(app.waitFor(Self.entered("open /3/6/12/24/48/96")))
    try #require(app.waitFor("[Counters > Counter 3 > Counter 6 > Counter 12 > Counter 24 >"))
  }

  @Test("with TERM=dumb the prompt is the plain one: the terminal's own editing, no escapes")
  func dumbTerminal() throws {
    let app = try TerminalApp(terminalType: "dumb")
    try #require(app.waitFor("commands: select, preview, help\r\n> "))
    #expect(!app.isRaw)
    app.type("where\n")
    try #require(app.waitFor("where\r\n/\r\n> "))
    app.type("\u{04}")
    let exit = try #require(app.waitForExit())
    #expect(exit.status == 0)
    #expect(!app.text.contains("\u{1B}"))
    #expect(app.modesAreAsFound)
  }
}
