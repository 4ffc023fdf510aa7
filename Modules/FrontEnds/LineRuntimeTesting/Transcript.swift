public import Architecture
import ArchitectureTesting
import Foundation
import LineRuntime
public import Presentation
public import Testing

/// An end-to-end test of an app: a file holding a script and the whole output it must give.
///
/// The file interleaves input and output exactly as a person would read them: lines starting
/// with `> ` are the script, every other line is output, and the lines before the first `> `
/// are the first screen. A test runs the script through a `LineSession` in process, as the
/// app would with piped input (each line's effects finish before the next), rebuilds the file
/// from what was written, and compares the whole text. On a mismatch it records a line diff;
/// with `RECORD_TRANSCRIPTS=1` in the environment it rewrites the file instead.
///
/// A script line can stand for several: a test passes `places`, lines such as
/// `@welcome finished` and the input lines each stands for, made from the declarations (the
/// link of a state the flow's own samples fill, say). The file then keeps the one line, and the
/// lines it stood for are written as `>> ` lines before their output, so that a change to the
/// flow changes what is recorded, not the script.
public struct Transcript: Equatable, Sendable {
  /// The lines of input, without their `> `.
  public var script: [String]
  /// The file's whole text.
  public var text: String

  /// The environment variable that makes ``verify(_:file:places:recording:sourceLocation:makeStore:)`` record.
  public static let recordVariable = "RECORD_TRANSCRIPTS"

  /// Whether the environment asks the tests to record their files rather than check them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// A transcript read from its text.
  public init(text: String) {
    self.text = text
    script = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("> ") }
      .map { String($0.dropFirst(2)) }
  }

  /// Runs `script` on a fresh store and returns the transcript it produces.
  /// A line of `script` that is a key of `places` runs the lines it stands for instead.
  @MainActor
  public static func record<App: Presentable>(
    _ app: App.Type,
    script: [String],
    places: [String: [String]] = [:],
    store: Store<App.State, App.Action>
  ) async -> Transcript {
    var text = ""
    let session = LineSession<App>(store: store, write: { text += $0 })
    session.start()
    script: for line in script {
      text += "> \(line)\n"
      let standsFor = places[line]
      for input in standsFor ?? [line] {
        if standsFor != nil { text += ">> \(input)\n" }
        let outcome = session.handle(input)
        await store.settle()
        if outcome == .quit { break script }
      }
    }
    store.cancelAllEffects()
    return Transcript(text: text)
  }

  /// Checks the transcript file at `path` against a run of its script, or records it.
  ///
  /// - Parameters:
  ///   - app: the root coordinator.
  ///   - path: the transcript file.
  ///   - places: script lines that stand for several input lines (see ``Transcript``).
  ///   - recording: whether to write the file anew rather than check it; on when the
  ///     environment says so (``isRecording``).
  ///   - sourceLocation: where a mismatch is reported.
  ///   - makeStore: builds the store the app would build, with deterministic dependencies.
  @MainActor
  public static func verify<App: Presentable>(
    _ app: App.Type,
    file path: String,
    places: [String: [String]] = [:],
    recording: Bool = isRecording,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeStore: () -> Store<App.State, App.Action>
  ) async throws {
    let url = URL(fileURLWithPath: path)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    guard let existing else {
      let message =
        "no transcript at \(path); write its script as lines starting with '> ' and run the "
        + "tests with \(recordVariable)=1 to record the output"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let expected = Transcript(text: existing)
    let actual = await record(
      app, script: expected.script, places: places, store: makeStore())
    if recording {
      try actual.text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    if let diff = lineDiff(expected: expected.text, actual: actual.text) {
      let message =
        "\(url.lastPathComponent) differs from the app's output (- expected, + actual); if the "
        + "new output is right, run the tests with \(recordVariable)=1 and review the change:\n"
        + diff
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
