import Foundation
import Presentation
import ShownText
import TerminalEditor

// The steps of a run before its session starts, each ending the run when it cannot go on.
extension AppMain {
  /// How a run ends before its session starts: its reason said on standard error already.

  struct Exit: Error {
    /// The status the process exits with.
    var status: Int32

    /// Says `message` on standard error, and ends the run with `status`.
    static func saying(_ message: String, status: Int32) -> Exit {
      printToStandardError(message)
      return Exit(status: status)
    }
  }

  /// Makes the process safe to run in before anything is opened: the standard descriptors
  /// open, enough descriptors, address space, stack and threads, and no death by `SIGPIPE` or
  /// `SIGXFSZ`.
  @MainActor
  static func prepareProcess() throws(Exit) {
    // Before anything is opened, so that nothing opened takes a standard number.
    Descriptor.openClosedStandardDescriptors()
    if let problem = descriptorProblem() ?? addressSpaceProblem() ?? stackProblem()
      ?? threadProblem()
    {
      throw .saying("error: \(problem)", status: systemError)
    }
    // glibc reserves 64 MiB of address space for each thread's arena: under `ulimit -v` the
    // arenas took what a deep tree or a large state needed, and an allocation failed. Two
    // arenas serve the main thread and the reader.
    limitMallocArenas()
    // A reader that goes away must end the app quietly, not kill it with a signal: writes
    // then fail with EPIPE, which the runner treats as the end.
    signal(SIGPIPE, SIG_IGN)
    // A file past the size limit (`ulimit -f`) must fail its write with EFBIG, which a save
    // reports, not kill the app with its temporary file, its lock and a raw terminal left.
    signal(SIGXFSZ, SIG_IGN)
    // The Swift runtime's crash reporter starts a helper that, after some faults, outlives the
    // app blocked on a socket, holding its output open, so `app | cat` never ends (Swift 6.3
    // on Linux). Unless a person asks for it by setting SWIFT_BACKTRACE, a crash ends the app
    // with its own signal, the terminal put back by the handlers installed after this.
    if getenv("SWIFT_BACKTRACE") == nil {
      for number in Interruption.crashes { signal(number, SIG_DFL) }
    }
    // A signal that ends the process ends it, after a save under way (see `Interruption`).
    Interruption.endOnSignal()
  }

  /// The options `arguments` give; `--help` and `--version` are answered here and end the run.
  @MainActor
  static func parse(
    _ arguments: [String], info: AppInfo, extraFlags: Set<String>,
    frontEnd: (any AppFrontEnd.Type)?
  ) throws(Exit) -> AppOptions {
    let options: AppOptions
    do {
      options = try AppOptions(
        parsing: arguments,
        extraFlags: extraFlags.union(["--reset", "--bail", "--echo"]).union(
          frontEnd.map { [$0.flag] } ?? []),
        extraValues: ["--state", "--replay", "--open"])
    } catch {
      throw .saying("error: \(error.message); try '\(info.name) --help'", status: usageError)
    }
    if options.showsHelp { throw Exit(status: printOut(info.usage)) }
    if options.showsVersion { throw Exit(status: printOut("\(info.name) \(info.version)\n")) }
    return options
  }

  /// Refuses to start an app whose own declarations are wrong, found before any state is read
  /// or screen shown rather than at the first `where` that prints a link `open` refuses.
  @MainActor
  static func checkDeclarations<App: Presentable>(of app: App.Type) throws(Exit) {
    if let problem = App.declarationProblem {
      throw .saying(
        "error: the app cannot start: \(VisibleText.escaped(problem))", status: softwareError)
    }
  }

  /// The front end `options` choose beside the line protocol, if it can run here; `--reset`
  /// is refused here too without the state file it would reset.
  @MainActor
  static func chosenFrontEnd(
    _ frontEnd: (any AppFrontEnd.Type)?, options: AppOptions, info: AppInfo
  ) throws(Exit) -> (any AppFrontEnd.Type)? {
    let chosen = frontEnd.flatMap { options.flags.contains($0.flag) ? $0 : nil }
    if let chosen,
      let problem = chosen.refusal(for: options, environment: ProcessInfo.processInfo.environment)
    {
      throw .saying("error: \(problem); try '\(info.name) --help'", status: usageError)
    }
    if options.flags.contains("--reset"), options.values["--state"] == nil {
      throw .saying(
        "error: --reset works with --state FILE; try '\(info.name) --help'", status: usageError)
    }
    return chosen
  }

  /// The trace `--replay` names, read and checked, or `nil` without the option.
  @MainActor
  static func replay<App: Presentable>(
    of app: App.Type, options: AppOptions, info: AppInfo, traced: [String: String]
  ) throws(Exit) -> TraceReplay? {
    guard let path = options.values["--replay"] else { return nil }
    guard !options.flags.contains("--bail") else {
      throw .saying(
        "error: --bail stops typed input at a refused line, and a replay runs the refused "
          + "lines its trace recorded; give one or the other; try '\(info.name) --help'",
        status: usageError)
    }
    switch loadReplay(path, app: App.self, info: info, options: traced) {
    case .success(let loaded): return loaded
    case .failure(let error):
      throw .saying("error: \(VisibleText.escaped(error.message))", status: error.status)
    }
  }

  /// The trace file `--trace` names, opened with its header written, or `nil` without it.
  @MainActor
  static func openTrace<App: Presentable>(
    _ options: AppOptions, opened: OpenedState<App>, info: AppInfo, traced: [String: String]
  ) throws(Exit) -> OutputBuffer? {
    guard let path = options.tracePath else { return nil }
    do throws(TraceFile.OpenError) {
      let others =
        (options.values["--replay"].map { [("--replay", $0)] } ?? [])
        + (opened.lock.map { [("the state file's lock", $0.path)] } ?? [])
      let number = try TraceFile.open(path, stateFile: opened.file?.path, others: others)
      let buffer = OutputBuffer(descriptor: Descriptor(number: number), flushesEveryWrite: false)
      buffer.write(TraceHeader(app: info.name, options: traced).jsonLine + "\n")
      return buffer
    } catch {
      throw .saying("error: \(error.message)", status: cannotCreate)
    }
  }
}
