import Foundation
import Presentation
import TerminalEditor

// `--replay FILE`: the trace read and checked before anything else is opened, then run.
extension AppMain {
  /// Why a trace cannot be replayed, and the status to exit with.
  struct ReplayLoadError: Error {
    /// What is wrong and what would be right, for an `error:` line.
    var message: String
    /// ``noInput`` for a file that cannot be read, ``dataError`` for one that is no trace of
    /// this app run so.
    var status: Int32
  }

  /// Reads the trace at `path` and checks that this app, run with `options`, can replay it.
  @MainActor
  static func loadReplay<App: Presentable>(
    _ path: String, app: App.Type, info: AppInfo, options: [String: String]
  ) -> Result<TraceReplay, ReplayLoadError> {
    let bytes: [UInt8]
    switch readAll(path) {
    case .success(let read): bytes = read
    case .failure(let error):
      return .failure(
        ReplayLoadError(
          message: "cannot read the trace '\(path)' to replay (\(error.message)); give the "
            + "path of a file that --trace wrote",
          status: noInput))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(
        ReplayLoadError(
          message: "the trace '\(path)' is not UTF-8 text; give a file that --trace wrote",
          status: dataError))
    }
    let trace: RecordedTrace
    do throws(RecordedTrace.ReadError) {
      trace = try RecordedTrace(
        text: text, limit: InputLine.limit(forLinksUpTo: App.longestLink))
    } catch {
      return .failure(
        ReplayLoadError(
          message: "cannot replay '\(path)': \(error.message)", status: dataError))
    }
    if let mismatch = trace.header.mismatch(app: info.name, options: options) {
      return .failure(
        ReplayLoadError(message: "cannot replay '\(path)': \(mismatch)", status: dataError))
    }
    return .success(TraceReplay(trace))
  }

  /// The most bytes a trace may hold: far more than a long session writes, and little enough
  /// that a device that never ends (`/dev/zero`) or a huge file is refused, not read for ever.
  static let longestTrace = 256 << 20

  /// The bytes of the file at `path`, read to its end (a pipe's too) but no further than
  /// `limit`, or why not.
  ///
  /// Opened without blocking, then checked: a FIFO no process writes to reads as empty at once
  /// instead of waiting for ever, and a directory or a device (a terminal, `/dev/zero`) is
  /// refused before a byte is read. A pipe (`--replay <(...)`) reads as a file does.
  static func readAll(
    _ path: String, limit: Int = longestTrace
  ) -> Result<[UInt8], ReplayReadError> {
    let number = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard number >= 0 else { return .failure(ReplayReadError(message: Descriptor.describe(errno))) }
    defer { close(number) }
    var status = stat()
    guard fstat(number, &status) == 0 else {
      return .failure(ReplayReadError(message: Descriptor.describe(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .failure(ReplayReadError(message: "it is a directory"))
    case S_IFCHR, S_IFBLK: return .failure(ReplayReadError(message: "it is a device, not a file"))
    case S_IFREG where status.st_size > limit: return .failure(tooLong(limit))
    default: break
    }
    let flags = fcntl(number, F_GETFL)
    if flags >= 0 { _ = fcntl(number, F_SETFL, flags & ~O_NONBLOCK) }
    let isFIFO = status.st_mode & S_IFMT == S_IFIFO
    let file = Descriptor(number: number)
    var bytes: [UInt8] = []
    while true {
      switch file.read() {
      case .bytes(let read):
        bytes += read
        if bytes.count > limit { return .failure(tooLong(limit)) }
      case .end:
        // A FIFO opened before any process writes to it ends at once.
        if isFIFO, bytes.isEmpty {
          return .failure(
            ReplayReadError(message: "it is a FIFO that nothing writes to; start its writer first"))
        }
        return .success(bytes)
      case .failed(let reason): return .failure(ReplayReadError(message: reason))
      }
    }
  }

  /// Why a trace over `limit` is refused, before it is read whole when its size is known.
  private static func tooLong(_ limit: Int) -> ReplayReadError {
    let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return ReplayReadError(message: "it holds more than \(size), more than a trace does")
  }

  /// Why a file could not be read.
  struct ReplayReadError: Error {
    /// The system's reason.
    var message: String
  }
}

extension TraceReplay {
  /// Replays through `session`, flushing `output` and `trace` after each step.
  func run<App: Presentable>(
    _ session: LineSession<App>, output: OutputBuffer, trace: OutputBuffer?
  ) async -> LineRunner.Ending {
    var failure: LineRunner.Ending?
    let divergence = await run(session) {
      failure = LineRunner.flush(output, trace)
      return failure == nil
    }
    if let failure { return failure }
    if let divergence { return .diverged(divergence.message) }
    return LineRunner.flush(output, trace) ?? .finished
  }
}
