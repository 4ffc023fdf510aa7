public import Architecture
import ArchitectureTesting
import Foundation
public import LineRuntime
public import Presentation
public import Testing

/// A recorded session as a test: a trace file that `--trace` wrote, replayed in process
/// against the app's root coordinator.
///
/// Each line of input is run as `--replay` runs it, each answer a client gave is taken from
/// the trace (the store's clients are never asked), and every event the session traces must be
/// the one recorded, byte for byte. A bug report's trace becomes a test by copying the file
/// beside the test and one call.
public enum TraceTest {
  /// Replays the trace at `path` against `app`, and records an issue with a line diff of the
  /// events (- recorded, + replayed) at the first divergence.
  ///
  /// With `RECORD_TRANSCRIPTS=1` in the environment, as for transcripts, it writes the file
  /// anew instead: the same lines of input and clients' answers, and what the app traces for
  /// them now, under the same header. Review the file's diff as you would a transcript's.
  ///
  /// - Parameters:
  ///   - app: the root coordinator.
  ///   - path: the trace file.
  ///   - name: the app's name, as the trace's header gives it (`numbers`).
  ///   - options: the behaviour-changing options the app is run with, as its header has them.
  ///   - recording: whether to write the trace anew rather than check it; on when the
  ///     environment says so.
  ///   - sourceLocation: where a divergence is reported.
  ///   - dependencies: the app's dependencies; their clients are not asked.
  ///   - makeStore: builds the store the app would build, from the dependencies it is given:
  ///     `dependencies`, their clients answering from the trace.
  /// - Returns: the divergence, or `nil` when the session was reproduced.
  @MainActor
  @discardableResult
  public static func replay<App: Presentable>(
    _ app: App.Type,
    file path: String,
    name: String,
    options: [String: String] = [:],
    recording: Bool = Transcript.isRecording,
    sourceLocation: SourceLocation = #_sourceLocation,
    dependencies: Dependencies = Dependencies(),
    makeStore: (Dependencies) -> Store<App.State, App.Action>
  ) async -> TraceReplay.Divergence? where App.Action: Codable {
    func fail(_ message: String) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    guard let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
      fail("no trace at \(path); record one with '\(name) --trace FILE' and copy it there")
      return nil
    }
    let trace: RecordedTrace
    do throws(RecordedTrace.ReadError) {
      trace = try RecordedTrace(text: text, limit: InputLine.limit(forLinksUpTo: App.longestLink))
    } catch {
      fail("cannot replay \(path): \(error.message)")
      return nil
    }
    if let mismatch = trace.header.mismatch(app: name, options: options) {
      fail("cannot replay \(path): \(mismatch)")
      return nil
    }
    let replay = TraceReplay(trace)
    let session = LineSession<App>(
      store: makeStore(replay.wrapping(dependencies)), trace: replay.observe, write: { _ in })
    if recording {
      await replay.record(session)
      let header = text.prefix { $0 != "\n" }
      let recorded = ([String(header)] + replay.produced).map { $0 + "\n" }.joined()
      do {
        try recorded.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        fail(
          "cannot record \(path) anew: \(error.localizedDescription); make the file and its "
            + "directory writable, or run without \(Transcript.recordVariable)=1 to check it")
      }
      return nil
    }
    guard let divergence = await replay.run(session) else { return nil }
    let diff =
      lineDiff(
        expected: trace.events.map(\.line).joined(separator: "\n"),
        actual: replay.produced.joined(separator: "\n")) ?? ""
    fail(
      "\(URL(fileURLWithPath: path).lastPathComponent): \(divergence.message)\n"
        + "(- recorded, + replayed):\n\(diff)")
    return divergence
  }
}
