import Architecture
import Foundation
import LineRuntime
import LineRuntimeTesting
import Presentation
import Testing

/// A counter app, small enough to check transcripts by hand.
struct Counter: Reducer, Presentable {
  typealias State = Int
  enum Action: Codable, Equatable { case added(Int) }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    if case .added(let amount) = action { state += amount }
    return .none
  }

  static func navigation(of state: Int) -> NavigationNode {
    NavigationNode(name: "counter", content: .stack([]))
  }
  static func screen(of state: Int) -> ScreenView<Action> {
    ScreenView(
      title: "Counter", lines: ["count: \(state)"],
      commands: [.integer("add", in: 1...9, summary: "add", action: Action.added)])
  }
  static func back(in state: Int) throws(Refusal) -> Action { throw Refusal("no back") }
  static func link(of state: Int) -> DeepLink { DeepLink() }
  static var longestLink: Int { 1 }
  static func open(_ link: DeepLink, in state: Int) throws(Refusal) -> Action {
    throw Refusal("no links")
  }
}

/// Transcripts: the script is read from `> ` lines, and recording reproduces the whole file.
@MainActor
struct TranscriptTests {
  @Test func theScriptIsTheLinesAfterThePrompts() {
    let transcript = Transcript(text: "[]\n> add 2\ncount: 2\n> quit\n>not a prompt\n")
    #expect(transcript.script == ["add 2", "quit"])
  }

  @Test func recordingInterleavesEachLineWithItsOutput() async {
    let transcript = await Transcript.record(
      Counter.self, script: ["add 2", "add 0", "quit", "add 1"],
      store: Store(initialState: 0, reducer: Counter()))
    let expected = """
      []
        count: 0
        commands: add, help
      > add 2
      []
        count: 2
        commands: add, help
      > add 0
      error: 'add' takes a number from 1 to 9; 0 is out of range
      > quit

      """
    #expect(transcript.text == expected)
  }

  @Test("a line standing for several runs them, each written as '>> ' before its output")
  func aPlaceStandsForTheLinesItNames() async {
    let transcript = await Transcript.record(
      Counter.self, script: ["@five", "add 1"], places: ["@five": ["add 2", "add 3"]],
      store: Store(initialState: 0, reducer: Counter()))
    #expect(transcript.script == ["@five", "add 1"])
    #expect(
      transcript.text.components(separatedBy: "\n").filter { !$0.hasPrefix("  commands") } == [
        "[]", "  count: 0", "> @five", ">> add 2", "[]", "  count: 2", ">> add 3", "[]",
        "  count: 5", "> add 1", "[]", "  count: 6", "",
      ])
  }

  @Test func aFileThatMatchesPassesAndAMismatchIsRecordedWithADiff() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("transcript-\(UUID().uuidString).transcript")
    defer { try? FileManager.default.removeItem(at: file) }
    let good = await Transcript.record(
      Counter.self, script: ["add 3"], store: Store(initialState: 0, reducer: Counter()))
    try good.text.write(to: file, atomically: true, encoding: .utf8)
    try await Transcript.verify(Counter.self, file: file.path, recording: false) {
      Store(initialState: 0, reducer: Counter())
    }
    try good.text.replacingOccurrences(of: "count: 3", with: "count: 4")
      .write(to: file, atomically: true, encoding: .utf8)
    try await withKnownIssue {
      try await Transcript.verify(Counter.self, file: file.path, recording: false) {
        Store(initialState: 0, reducer: Counter())
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("-   count: 4") && text.contains("+   count: 3")
    }
  }

  @Test func aMissingFileSaysHowToRecordIt() async throws {
    try await withKnownIssue {
      try await Transcript.verify(Counter.self, file: "/nonexistent/none.transcript") {
        Store(initialState: 0, reducer: Counter())
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("RECORD_TRANSCRIPTS=1")
    }
  }
}
