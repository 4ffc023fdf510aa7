import ArchitectureTesting
import Foundation
import LineRuntimeTesting
import Testing

/// Every command quoted in `README.md` and `Docs/*.md` in a block fenced ```` ```sh ```` runs
/// as a test, so an example cannot stop working unnoticed:
///
/// - a block whose commands run the apps (`swift run APP` or `.build/debug/APP`, with anything
///   else a shell does around them) runs under bash in a fresh directory, on the executables
///   `swift build` made. Followed by a ```` ```transcript APP ```` block, its output must be
///   that transcript without the `> ` lines of input; followed by an ```` ```output ```` block
///   (or a ```` ```mermaid ```` chart), its output and errors must match that block, where a line `...` stands for any lines and
///   `[..]` for any text within a line; followed by neither, it must exit 0 and write no errors.
///   `RECORD_TRANSCRIPTS=1` rewrites a chart from the output, as it does a transcript, and an
///   output block that no longer matches line for line, keeping each of its lines that still
///   does (`DocsOutputPattern.recorded`); a block that skips lines with `...` is left to mend.
/// - a block that runs the toolchain (`swift build`, `swift test`, a release build) is not run
///   inside the tests; the names it uses are checked instead: each executable exists, each
///   `--filter` names a test, and each variable set before a command is read by the code.
@Suite("Commands quoted in the docs", .timeLimit(.minutes(2)))
struct DocsCommandTests {
  @Test("every command block in the docs runs, and prints what the block after it shows")
  func everyCommandBlockRuns() async throws {
    var ran = 0
    var checked = 0
    let recording = ProcessInfo.processInfo.environment[Transcript.recordVariable] == "1"
    for document in try DocsFence.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      var recorded = text
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let fences = DocsFence.fences(in: text, file: document)
      for (index, fence) in fences.enumerated() where fence.info == "sh" {
        let commands = DocsShellCommand.commands(in: fence.text)
        let next = fences.dropFirst(index + 1).first.flatMap {
          fence.isFollowed(by: $0, in: lines) ? $0 : nil
        }
        for problem in commands.flatMap(\.unknownNames) {
          Issue.record(Comment(rawValue: "\(fence.place): \(problem)"))
        }
        checked += 1
        guard commands.allSatisfy(\.isRunnable) else {
          if let next, next.info == "output" || next.info.hasPrefix("transcript ") {
            Issue.record(
              Comment(
                rawValue: "\(fence.place): a block shown with its output must only run apps "
                  + "(swift run APP, .build/debug/APP); move the toolchain commands to a block "
                  + "of their own"))
          }
          continue
        }
        ran += 1
        let block = try await check(fence, commands: commands, against: next, recording: recording)
        if let block, let next,
          let range = recorded.range(of: "```\(next.info)\n" + next.text + "```")
        {
          recorded.replaceSubrange(range, with: "```\(next.info)\n" + block + "```")
        }
      }
      if recording, recorded != text {
        try recorded.write(to: document, atomically: true, encoding: .utf8)
      }
    }
    #expect(ran >= 6, "the docs run at least six command blocks")
    #expect(checked >= 10, "the docs hold at least ten command blocks")
  }

  /// Runs `fence` and compares what it printed with the block after it, if any; when
  /// `recording`, returns what an ```` ```output ```` or ```` ```mermaid ```` block after it
  /// should hold instead, if that differs.
  private func check(
    _ fence: DocsFence, commands: [DocsShellCommand], against next: DocsFence?, recording: Bool
  ) async throws -> String? {
    let script = commands.map(\.runnableText).joined(separator: "\n")
    guard let next else {
      let run = try await DocsShellRun(script: script)
      #expect(
        run.status == 0 && run.errors.isEmpty,
        "\(fence.place) exits \(run.status) with these errors; an example must work as shown:\n\(run.errors)"
      )
      return nil
    }
    switch next.info {
    case "output", "mermaid":
      let run = try await DocsShellRun(script: "exec 2>&1\n" + script)
      let actual = run.output.split(separator: "\n", omittingEmptySubsequences: false)
      let expected = next.text.split(separator: "\n", omittingEmptySubsequences: false)
      if recording, next.info == "mermaid" { return run.output }
      if recording, !DocsOutputPattern.matches(expected, actual),
        let block = DocsOutputPattern.recorded(expected, actual)
      {
        return block
      }
      if !DocsOutputPattern.matches(expected, actual) {
        Issue.record(
          Comment(
            rawValue: "\(fence.place): the output differs from the block at \(next.place) "
              + "(- document, + commands; '...' stands for any lines and '[..]' for any text):\n"
              + (lineDiff(expected: next.text, actual: run.output) ?? "")))
      }
    case let info where info.hasPrefix("transcript "):
      let run = try await DocsShellRun(script: script)
      let expected = next.text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("> ") }.joined(separator: "\n")
      if let diff = lineDiff(expected: expected, actual: run.output) {
        Issue.record(
          Comment(
            rawValue: "\(fence.place): the output differs from the transcript at "
              + "\(next.place) without its input lines (- document, + commands):\n" + diff))
      }
      #expect(
        run.status == 0 && run.errors.isEmpty,
        "\(fence.place) exits \(run.status) with these errors:\n\(run.errors)")
    default:
      Issue.record(
        Comment(
          rawValue: "\(fence.place): a command block is followed by '\(next.info)', which is "
            + "neither output nor a transcript; put text between them, or mark the block "
            + "'output' or 'transcript APP'"))
    }
    return nil
  }

  @Test("every fence in the docs is closed")
  func everyFenceIsClosed() throws {
    for document in try DocsFence.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      let line = DocsFence.unclosedFence(in: text)
      #expect(
        line == nil,
        "\(document.lastPathComponent):\(line ?? 0) opens a fence that is never closed; close it with a line of three backticks"
      )
    }
    #expect(DocsFence.unclosedFence(in: "text\n```sh\nls\n") == 2)
    #expect(DocsFence.unclosedFence(in: "```sh\nls\n```\n") == nil)
  }

  @Test("a here-document is one command with its lines; comments and blank lines are none")
  func commandsOfABlock() {
    let commands = DocsShellCommand.commands(
      in: """
        # a comment
        printf 'where\\n' | swift run numbers   # the link

        swift run showcase <<'EOF'
        select 3
        # input, not a comment
        EOF
        RECORD_TRANSCRIPTS=1 swift test --filter NumbersTranscriptTests

        """)
    #expect(
      commands.map(\.text) == [
        "printf 'where\\n' | swift run numbers   # the link",
        "swift run showcase <<'EOF'\nselect 3\n# input, not a comment\nEOF",
        "RECORD_TRANSCRIPTS=1 swift test --filter NumbersTranscriptTests",
      ])
    #expect(commands.map(\.isRunnable) == [true, true, false])
    #expect(commands[0].runnableText == "printf 'where\\n' | numbers   # the link")
  }

  @Test("a name the code does not have is reported: app, test filter, variable")
  func unknownNamesAreReported() {
    // Built from parts, so that this file does not hold the names it shows to be missing.
    let test = "No" + "Such" + "Tests"
    let command = DocsShellCommand(
      text: "NO_SUCH_VARIABLE=1 swift test --filter \(test) && swift run nosuchapp")
    #expect(
      command.unknownNames == [
        "'swift run nosuchapp' names no executable of Package.swift",
        "'--filter \(test)' matches no test in Tests/",
        "'NO_SUCH_VARIABLE' is read nowhere in Modules/, Apps/ or Tests/",
      ])
    #expect(DocsShellCommand(text: "swift run -c release benchmarks").unknownNames.isEmpty)
  }

  @Test("'...' stands for any lines and '[..]' for any text within a line")
  func outputPatterns() {
    func matches(_ expected: String, _ actual: String) -> Bool {
      DocsOutputPattern.matches(
        expected.split(separator: "\n", omittingEmptySubsequences: false),
        actual.split(separator: "\n", omittingEmptySubsequences: false))
    }
    #expect(matches("a\n...\nz", "a\nb\nc\nz"))
    #expect(matches("a\n...\nz", "a\nz"))
    #expect(!matches("a\n...\nz", "a\nb"))
    #expect(matches("{\"value\":\"x[..]y\"}", "{\"value\":\"x123y\"}"))
    #expect(!matches("x[..]y", "x123"))
    #expect(!matches("a", "a\nb"))
    #expect(matches("[..]", ""))
  }

  @Test("a block recorded anew keeps each of its lines that still matches, [..] and all")
  func recordedOutput() {
    func recorded(_ expected: String, _ actual: String) -> String? {
      DocsOutputPattern.recorded(
        expected.split(separator: "\n", omittingEmptySubsequences: false),
        actual.split(separator: "\n", omittingEmptySubsequences: false))
    }
    #expect(recorded("id [..]\nold line", "id 42\nnew line") == "id [..]\nnew line")
    #expect(recorded("a\n...", "a\nb\nc") == nil)
    #expect(recorded("one line", "two\nlines") == nil)
  }
}
