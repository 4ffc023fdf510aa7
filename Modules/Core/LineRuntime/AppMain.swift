public import Architecture
import Foundation
public import Presentation

/// What an app says about itself in `--help` and `--version`.
public struct AppInfo: Sendable {
  /// The executable's name, as in `numbers`.
  public var name: String
  /// The version `--version` prints.
  public var version: String
  /// One line on what the app shows.
  public var summary: String
  /// Lines about the app's own options, as `--help` lists them after the common ones.
  public var extraOptions: [String]

  /// An app description.
  public init(name: String, version: String, summary: String, extraOptions: [String] = []) {
    self.name = name
    self.version = version
    self.summary = summary
    self.extraOptions = extraOptions
  }

  /// The text of `--help`.
  public var usage: String {
    ([
      "usage: \(name) [options] < script", "", summary, "", "options:",
      "  --help          print this help and exit",
      "  --version       print the version and exit",
      "  --trace FILE    write one JSON object per line for every action and transition",
    ]
      + extraOptions.map { "  " + $0 }
      + [
        "", "Commands are read one per line from standard input; type 'help' for them.",
        "Exit status: 0 at the end of input or 'quit', 64 for a usage error.",
      ])
      .joined(separator: "\n") + "\n"
  }
}

/// The body of every app's `main`: options, tracing, the session and the loop.
public enum AppMain {
  /// The exit status for a usage error, as `sysexits.h` numbers it.
  public static let usageError: Int32 = 64
  /// The exit status for unusable data (a state file that cannot be read), as `sysexits.h`
  /// numbers it.
  public static let dataError: Int32 = 65

  /// Runs an app and returns its exit status.
  /// - Parameters:
  ///   - makeStore: builds the store, from the restored state when `--state` gave one; the
  ///     one place live dependencies are plugged in.
  @MainActor
  public static func run<App: Presentable>(
    _ app: App.Type,
    info: AppInfo,
    arguments: [String],
    extraFlags: Set<String> = [],
    makeStore: (_ restored: App.State?) -> Store<App.State, App.Action>
  ) async -> Int32 where App.State: Codable & Equatable {
    let options: AppOptions
    do {
      options = try AppOptions(
        parsing: arguments, extraFlags: extraFlags.union(["--reset"]), extraValues: ["--state"])
    } catch {
      printToStandardError("error: \(error.message); try '\(info.name) --help'")
      return usageError
    }
    if options.showsHelp {
      FileHandle.standardOutput.write(Data(info.usage.utf8))
      return 0
    }
    if options.showsVersion {
      FileHandle.standardOutput.write(Data("\(info.name) \(info.version)\n".utf8))
      return 0
    }
    if options.flags.contains("--reset"), options.values["--state"] == nil {
      printToStandardError("error: --reset works with --state FILE; try '\(info.name) --help'")
      return usageError
    }
    let stateFile = options.values["--state"].map { StateFile(path: $0, app: info.name) }
    var restored: App.State?
    if let stateFile, !options.flags.contains("--reset") {
      do {
        restored = try stateFile.load(App.State.self)
      } catch {
        printToStandardError("error: \(error.message)")
        return dataError
      }
    }
    // A reader that goes away must end the app quietly, not kill it with a signal.
    signal(SIGPIPE, SIG_IGN)
    var traceBuffer: OutputBuffer?
    if let path = options.tracePath {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else {
        printToStandardError(
          "error: cannot write the trace file '\(path)'; give a path in a writable directory")
        return usageError
      }
      traceBuffer = OutputBuffer(handle: handle, flushesEveryWrite: false)
    }
    let interactive = isatty(STDIN_FILENO) == 1
    let output = OutputBuffer(flushesEveryWrite: interactive)
    let palette = Palette.forOutput(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    let trace = traceBuffer.map { buffer in
      { (event: TraceEvent) in buffer.write(event.jsonLine + "\n") }
    }
    let store = makeStore(restored)
    // Reports are for the developer and must not mix with the screen: standard error.
    store.onReport = { printToStandardError("warning: \($0)") }
    let session = LineSession<App>(
      store: store, palette: palette, trace: trace, write: output.write)
    if let stateFile {
      let saver = StateSaver(file: stateFile, store: session.store)
      saver.saveIfChanged(force: restored == nil)
      session.onRender = { saver.saveIfChanged() }
    }
    if interactive {
      output.write(palette.dim("\(info.name): type 'help' for commands, 'quit' to leave") + "\n")
    }
    await TerminalRunner.run(session, interactive: interactive, output: output)
    traceBuffer?.flush()
    return 0
  }
}

/// Saves a store's state to its file whenever it changed, and says once when it cannot.
@MainActor
final class StateSaver<State: Codable & Equatable, Action> {
  let file: StateFile
  let store: Store<State, Action>
  private var saved: State?
  private var hasWarned = false

  init(file: StateFile, store: Store<State, Action>) {
    self.file = file
    self.store = store
  }

  func saveIfChanged(force: Bool = false) {
    guard force || saved != store.state else { return }
    do {
      try file.save(store.state)
      saved = store.state
    } catch {
      guard !hasWarned else { return }
      hasWarned = true
      printToStandardError("error: \(error.message); the app goes on without saving")
    }
  }
}
