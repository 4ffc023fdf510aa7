public import Architecture
import Foundation
public import Presentation
public import TerminalEditor

/// The body of every app's `main`: options, tracing, the session and the loop.
public enum AppMain {
  /// Runs an app and returns its exit status.
  /// - Parameters:
  ///   - app: the root coordinator.
  ///   - info: the app's name, version and summary, for `--help` and `--version`.
  ///   - arguments: the command line, without the program's name.
  ///   - extraFlags: flags without a value the app accepts besides the common ones.
  ///   - traceOptions: the app's own options that change what it does, as in
  ///     `["--flow": "short"]`: a trace's header records them, and a replay needs the same.
  ///   - frontEnd: a front end the app offers beside the line protocol, run instead of it
  ///     when its flag is given (`--screen`); `--help` lists its flag.
  ///   - dependencies: the app's dependencies, its live clients plugged in.
  ///   - makeStore: builds the store, from the restored state when `--state` gave one, and
  ///     from `dependencies` as the run needs them: as given, their clients' answers traced
  ///     (`--trace`), or answered from a trace (`--replay`).
  ///   - optionsConflict: why the app's own options cannot go on with a state `--state`
  ///     restored, or `nil`: an option that chooses how a new run starts (`--flow`) says
  ///     nothing to a saved run, which the app would otherwise go on with silently. The reason
  ///     goes on a line that starts "error: the state file 'PATH' ", so it reads on from
  ///     there ("holds a run of ..."), and says what to do.
  ///
  /// Inlinable, so that the loop and the session it runs line after line are specialised for
  /// the app where its `main` calls this: run generically, a line looked the app's types up at
  /// run time and copied its values through their witnesses.
  @MainActor @inlinable
  public static func run<App: Presentable>(
    _ app: App.Type,
    info: AppInfo,
    arguments: [String],
    extraFlags: Set<String> = [],
    traceOptions: [String: String] = [:],
    frontEnd: (any AppFrontEnd.Type)? = nil,
    dependencies: Dependencies,
    makeStore: (_ restored: App.State?, _ dependencies: Dependencies) -> Store<
      App.State, App.Action
    >,
    optionsConflict: (_ restored: App.State) -> String? = { _ in nil }
  ) async -> Int32 where App.State: Codable & Equatable, App.Action: Codable {
    await run(
      app, info: info, arguments: arguments, extraFlags: extraFlags, traceOptions: traceOptions,
      frontEnd: frontEnd, dependencies: dependencies, makeStore: makeStore,
      optionsConflict: optionsConflict
    ) { session, interactive, prompt, output, trace, bail in
      await LineRunner.run(
        session, interactive: interactive, prompt: prompt, output: output, trace: trace,
        bail: bail)
    }
  }

  /// ``run(_:info:arguments:extraFlags:traceOptions:frontEnd:dependencies:makeStore:optionsConflict:)``, with
  /// the loop over typed or piped lines given as `runLines`, built where the app is known.
  /// Each step says what is wrong on standard error and ends the run with its status.
  @MainActor @usableFromInline
  static func run<App: Presentable>(
    _ app: App.Type,
    info: AppInfo,
    arguments: [String],
    extraFlags: Set<String>,
    traceOptions: [String: String],
    frontEnd: (any AppFrontEnd.Type)?,
    dependencies: Dependencies,
    makeStore: (_ restored: App.State?, _ dependencies: Dependencies) -> Store<
      App.State, App.Action
    >,
    optionsConflict: (_ restored: App.State) -> String?,
    runLines: LineLoop<App>
  ) async -> Int32 where App.State: Codable & Equatable, App.Action: Codable {
    do throws(Exit) {
      try prepareProcess()
      var info = info
      if let frontEnd { info.extraOptions.append(frontEnd.usage) }
      let options = try parse(arguments, info: info, extraFlags: extraFlags, frontEnd: frontEnd)
      try checkDeclarations(of: App.self)
      let chosen = try chosenFrontEnd(frontEnd, options: options, info: info)
      let traceOptions = traced(options, traceOptions)
      let replay = try replay(of: App.self, options: options, info: info, traced: traceOptions)
      var opened = try OpenedState<App>(
        options: options, info: info, conflict: optionsConflict,
        fresh: { makeStore(nil, dependencies).state })
      defer { opened.lock?.release() }
      if let chosen {
        let store = makeStore(opened.restored, dependencies)
        try openLink(options, in: store, opened: &opened)
        return await run(
          chosen, app: App.self, store: store,
          stateFile: opened.file, isRestored: opened.isRestored,
          fileHoldsState: opened.fileHoldsRestored, checked: opened.checks)
      }
      let traceBuffer = try openTrace(options, opened: opened, info: info, traced: traceOptions)
      // A replay's clients answer from its trace; a traced run's clients are traced.
      let clients = replay == nil && traceBuffer != nil ? ClientRecorder() : nil
      let store = makeStore(
        opened.restored.take(),
        replay?.wrapping(dependencies) ?? clients?.wrapping(dependencies) ?? dependencies)
      try openLink(options, in: store, opened: &opened)
      return await runSession(
        store, options: options, info: info, opened: opened, replay: replay,
        traceBuffer: traceBuffer, clients: clients, runLines: runLines)
    } catch {
      return error.status
    }
  }

  /// The title of the first screen of `node`, as a message names it.
  static func firstTitle(_ node: NavigationNode) -> String {
    guard case .stack(let stack) = node.content, !stack.isEmpty else { return node.name }
    return stack[0].title
  }
}
