import Foundation
import Testing

/// A session typed at a pseudo-terminal, a fact arriving while the next line is typed, traced
/// and replayed: the replay shows the same screens and transitions, in the same order.
@Suite("AppMain --replay of a session at a terminal", .serialized, processTimeLimit)
struct AppMainReplayTerminalTests {
  @Test("a fact arriving while the user types is replayed between the same lines")
  func factWhileTyping() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("session.trace").path
    let app = try TerminalApp(arguments: ["--trace", trace])
    try #require(app.waitForPrompt())
    app.type("select 3\r")
    try #require(app.waitForPrompt())
    app.type("fact\r")
    try #require(app.waitFor("fact: loading..."))
    // Half a line typed when the fact comes: the live client takes 700 ms.
    app.type("incr")
    try #require(app.waitFor("3 is odd."))
    app.type("ement\r")
    try #require(app.waitFor("[Counters > Counter 4]"))
    try #require(app.waitForPrompt())
    app.type("quit\r")
    #expect(app.waitForExit()?.status == 0)

    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let fact = try #require(lines.firstIndex { $0.contains(#""line":"fact""#) })
    let result = try #require(lines.firstIndex { $0.contains(#""event":"result""#) })
    let increment = try #require(lines.firstIndex { $0.contains(#""line":"increment""#) })
    #expect(fact < result && result < increment)

    let replay = try shell(
      #""$APP" --replay "$TRACE"; echo "status $?""#, environment: ["TRACE": trace])
    #expect(replay.errors == "")
    #expect(replay.output.hasSuffix("status 0\n"))
    // The same screens and transitions as at the terminal, in the same order.
    let shown = replay.output.split(separator: "\n").filter {
      $0.hasPrefix("[") || $0.hasPrefix("->")
    }
    var rest = app.text[...]
    for line in shown {
      let found = try #require(rest.range(of: line), "not shown at the terminal in order: \(line)")
      rest = rest[found.upperBound...]
    }
    #expect(shown.count == 7)
  }
}
