import ArchitectureTesting
import Foundation
import LineRuntimeTesting
import ScreenRuntime
import Testing

/// Whole frames recorded in files under `Frames/`, as transcripts are: a test compares the
/// frame it drew with its file and shows a line diff on a mismatch; with `RECORD_TRANSCRIPTS=1`
/// in the environment it writes the file instead.
enum FrameRecording {
  /// The folder of the recorded frames, beside this file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Frames")

  /// Checks `frames` (each under a heading naming it) against `Frames/<name>.frames`, or
  /// records them.
  static func verify(
    _ frames: [(String, Frame)], named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = frames.map { heading, frame in "## \(heading)\n\(frame.picture)" }
      .joined(separator: "\n")
    let url = folder.appendingPathComponent("\(name).frames")
    if Transcript.isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      let message =
        "no frames recorded at \(url.path); run the tests with \(Transcript.recordVariable)=1 "
        + "to record them, and read them before committing"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    if let diff = lineDiff(expected: expected, actual: text) {
      let message =
        "\(name).frames differs from the frames drawn (- expected, + actual); if the new "
        + "frames are right, run the tests with \(Transcript.recordVariable)=1 and review the "
        + "change:\n\(diff)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
