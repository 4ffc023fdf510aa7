import AppCoordinator
import Architecture
import ArchitectureTesting
import Foundation
import LineRuntimeTesting
import NumberFactClient
import NumbersCoordinator
import OnboardingCoordinator
import Testing

/// Every session quoted in `README.md` and `Docs/*.md` as a block fenced ```` ```transcript APP
/// ```` runs as a test: its `> ` lines are the script, and the whole block must be what the app
/// prints for them, so an example cannot drift from the apps. With `RECORD_TRANSCRIPTS=1` the
/// blocks are rewritten from the apps' output instead, for a change whose new output is right.
///
/// `APP` is `numbers`, `onboarding` (optionally followed by a flow's name, as in
/// `onboarding email first`), `showcase` (its first launch, with the welcome cover) or
/// `showcase returning` (the tabs, the welcome flow done).
@MainActor
struct DocsTranscriptTests {
  /// A fenced transcript: its app is what follows `transcript` on the opening fence.
  typealias Block = DocsFence

  /// The transcript blocks of `text`, in order.
  static func blocks(in text: String, file: URL) -> [Block] {
    DocsFence.fences(in: text, file: file).filter { $0.info.hasPrefix("transcript ") }
  }

  /// What the app a block names prints for the block's script.
  static func run(_ block: Block) async throws -> String {
    let script = Transcript(text: block.text).script
    let words = block.app.split(separator: " ", maxSplits: 1).map(String.init)
    switch words.first {
    case "numbers":
      return await Transcript.record(
        NumbersCoordinator.self, script: script,
        store: Store(
          initialState: NumbersCoordinator.State(),
          reducer: NumbersCoordinator(Dependencies().with(\.numberFact, .immediate)))
      ).text
    case "onboarding":
      let name = words.count > 1 ? words[1] : OnboardingFlow.standard.name
      let flow = try #require(
        OnboardingFlow.declared.first { $0.name == name }, "no flow named '\(name)'")
      return await Transcript.record(
        OnboardingCoordinator.self, script: script,
        store: Store(
          initialState: OnboardingCoordinator.State(flow: flow), reducer: OnboardingCoordinator())
      ).text
    case "showcase":
      let returning = words.count > 1 && words[1] == "returning"
      return await Transcript.record(
        AppCoordinator.self, script: script,
        store: Store(
          initialState: AppCoordinator.State(firstLaunch: !returning),
          reducer: AppCoordinator(Dependencies().with(\.numberFact, .immediate)))
      ).text
    default:
      let message =
        "\(block.file.lastPathComponent):\(block.line): '\(block.app)' is no app; write "
        + "numbers, onboarding [flow], showcase or showcase returning"
      Issue.record(Comment(rawValue: message))
      return block.text
    }
  }

  @Test func everySessionQuotedInTheDocsIsWhatTheAppsPrint() async throws {
    let recording = ProcessInfo.processInfo.environment[Transcript.recordVariable] == "1"
    var checked = 0
    for document in try DocsFence.documents() {
      var text = try String(contentsOf: document, encoding: .utf8)
      let blocks = Self.blocks(in: text, file: document)
      for block in blocks.reversed() {
        checked += 1
        let actual = try await Self.run(block)
        if recording {
          if let range = text.range(of: "```transcript \(block.app)\n" + block.text + "```") {
            text.replaceSubrange(
              range, with: "```transcript \(block.app)\n" + actual + "```")
          }
          continue
        }
        if let diff = lineDiff(expected: block.text, actual: actual) {
          Issue.record(
            Comment(
              rawValue: "\(document.lastPathComponent):\(block.line) differs from what "
                + "\(block.app) prints (- document, + app); if the app is right, run the tests "
                + "with \(Transcript.recordVariable)=1 and review the change:\n" + diff))
        }
      }
      if recording { try text.write(to: document, atomically: true, encoding: .utf8) }
    }
    #expect(checked >= 5, "the docs quote at least five sessions as transcripts")
  }

  @Test func aBlockIsFoundWithItsAppAndLineAndOtherFencesAreLeftAlone() {
    let text = """
      Text.

      ```sh
      printf 'where\\n' | swift run numbers
      ```

      ```transcript onboarding email first
      [Email]
      > where
      /
      ```
      """
    let blocks = Self.blocks(in: text, file: URL(fileURLWithPath: "/Doc.md"))
    #expect(blocks.count == 1)
    #expect(blocks.first?.line == 7)
    #expect(blocks.first?.app == "onboarding email first")
    #expect(blocks.first?.text == "[Email]\n> where\n/\n")
  }
}
