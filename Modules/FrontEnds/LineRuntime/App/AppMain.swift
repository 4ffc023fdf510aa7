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
    // Before anything is opened, so that nothing opened takes a standard number.
    Descriptor.openClosedStandardDescriptors()
    if let problem = descriptorProblem() ?? addressSpaceProblem() {
      printToStandardError("error: \(problem)")
      return systemError
    }
    // A reader that goes away must end the app quietly, not kill it with a signal: writes
    // then fail with EPIPE, which the runner treats as the end.
    signal(SIGPIPE, SIG_IGN)
    // A file past the size limit (`ulimit -f`) must fail its write with EFBIG, which a save
    // reports, not kill the app with its temporary file, its lock and a raw terminal left.
    signal(SIGXFSZ, SIG_IGN)
    // A signal that ends the process ends it, after a save under way (see `Interruption`).
    Interruption.endOnSignal()
    let options: AppOptions
    var info = info
    if let frontEnd { info.extraOptions.append(frontEnd.usage) }
    do {
      options = try AppOptions(
        parsing: arguments,
        extraFlags: extraFlags.union(["--reset", "--bail"]).union(frontEnd.map { [$0.flag] } ?? []),
        extraValues: ["--state", "--replay"])
    } catch {
      printToStandardError("error: \(error.message); try '\(info.name) --help'")
      return usageError
    }
    if options.showsHelp { return printOut(info.usage) }
    if options.showsVersion { return printOut("\(info.name) \(info.version)\n") }
    // The app's own mistake, found before any state is read or screen shown, rather than at
    // the first `where` that prints a link `open` refuses.
    if let problem = App.declarationProblem {
      printToStandardError("error: the app cannot start: \(VisibleText.escaped(problem))")
      return softwareError
    }
    let chosen = frontEnd.flatMap { options.flags.contains($0.flag) ? $0 : nil }
    if let chosen,
      let problem = chosen.refusal(
        for: options, environment: ProcessInfo.processInfo.environment)
    {
      printToStandardError("error: \(problem); try '\(info.name) --help'")
      return usageError
    }
    if options.flags.contains("--reset"), options.values["--state"] == nil {
      printToStandardError("error: --reset works with --state FILE; try '\(info.name) --help'")
      return usageError
    }
    var replay: TraceReplay?
    if let path = options.values["--replay"] {
      guard !options.flags.contains("--bail") else {
        printToStandardError(
          "error: --bail stops typed input at a refused line, and a replay runs the refused "
            + "lines its trace recorded; give one or the other; try '\(info.name) --help'")
        return usageError
      }
      switch loadReplay(path, app: App.self, info: info, options: traceOptions) {
      case .success(let loaded): replay = loaded
      case .failure(let error):
        printToStandardError("error: \(VisibleText.escaped(error.message))")
        return error.status
      }
    }
    let stateFile = options.values["--state"].map { StateFile(path: $0, app: info.name) }
    var restored: App.State?
    // What the restored state's check rebuilt from its links, for the journal's first check.
    var restoredChecks: Any?
    // Whether lines of changes may follow the file as it is: an older version's is saved whole.
    var fileHoldsRestored = false
    var stateLock: StateFile.Lock?
    // Every way out from here lets the lock go and removes its file.
    defer { stateLock?.release() }
    if let stateFile {
      // The state and its lock are written and removed: never the trace being replayed.
      if let path = options.values["--replay"], let problem = stateFile.sharesIdentity(with: path) {
        printToStandardError("error: --replay and \(problem); give each a path of its own")
        return cannotCreate
      }
      do throws(StateFile.LockError) {
        stateLock = try stateFile.lock()
      } catch {
        printToStandardError("error: \(error.message)")
        return error.isBusy ? temporaryFailure : cannotCreate
      }
      do {
        try stateFile.checkWritable()
      } catch {
        printToStandardError("error: \(error.message)")
        return cannotCreate
      }
      if !options.flags.contains("--reset") {
        do {
          let loaded = try stateFile.loadChecked(App.State.self)
          (restored, restoredChecks) = (loaded?.state, loaded?.checked)
          fileHoldsRestored = loaded?.isCurrentVersion ?? false
        } catch {
          printToStandardError("error: \(error.message)")
          return dataError
        }
        // The app's options first: a fresh state is built from them, so a saved run they
        // conflict with would otherwise be told to start afresh.
        if let restored, let conflict = optionsConflict(restored) {
          printToStandardError("error: the state file '\(stateFile.path)' \(conflict)")
          return usageError
        }
        // The app starts where its fresh state does; a state a host may start elsewhere (the
        // numbers at a detail, for a preview) is not this app's.
        if let restored, case let start = makeStore(nil, dependencies).state,
          !App.startsAlike(restored, start)
        {
          let first = Self.firstTitle(App.navigation(of: restored))
          let fresh = Self.firstTitle(App.navigation(of: start))
          printToStandardError(
            "error: the state file '\(stateFile.path)' holds a state this \(info.name) never "
              + "starts at: its first screen is '\(VisibleText.escaped(first))', where the "
              + "\(info.name) starts at '\(VisibleText.escaped(fresh))'; start afresh with --reset")
          return dataError
        }
      }
    }
    if let chosen {
      return await run(
        chosen, app: App.self, store: makeStore(restored, dependencies), stateFile: stateFile,
        isRestored: restored != nil, fileHoldsState: fileHoldsRestored, checked: restoredChecks)
    }
    var traceBuffer: OutputBuffer?
    if let path = options.tracePath {
      do throws(TraceFile.OpenError) {
        let others =
          (options.values["--replay"].map { [("--replay", $0)] } ?? [])
          + (stateLock.map { [("the state file's lock", $0.path)] } ?? [])
        let number = try TraceFile.open(path, stateFile: stateFile?.path, others: others)
        traceBuffer = OutputBuffer(
          descriptor: Descriptor(number: number), flushesEveryWrite: false)
        let header = TraceHeader(app: info.name, options: traceOptions)
        traceBuffer?.write(header.jsonLine + "\n")
      } catch {
        printToStandardError("error: \(error.message)")
        return cannotCreate
      }
    }
    // A replay reads its trace, not the terminal: no prompt, no banner.
    let interactive = replay == nil && isatty(STDIN_FILENO) == 1
    let environment = ProcessInfo.processInfo.environment
    let palette = Palette.forOutput(
      isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    let prompt =
      replay != nil
      ? nil
      : PromptLine.start(
        limit: InputLine.limit(forLinksUpTo: App.longestLink), environment: environment)
    // From here on every way out passes `prompt?.finish()`, which puts the terminal back.
    let output =
      prompt.map(OutputBuffer.init(through:)) ?? OutputBuffer(flushesEveryWrite: interactive)
    let trace: ((TraceEvent) -> Void)? =
      traceBuffer == nil && replay == nil
      ? nil
      : { event in
        replay?.observe(event)
        traceBuffer?.write(event.jsonLine + "\n")
      }
    // A replay's clients answer from its trace; a traced run's clients are traced.
    let clients = replay == nil && traceBuffer != nil ? ClientRecorder() : nil
    let isRestored = restored != nil
    // Handed over, not shared: a copy kept here would share the stack's storage with the
    // store's, and the first change would copy it whole (and start its history of changes
    // anew, which the journal and the screen's updates read).
    let store = makeStore(
      restored.take(),
      replay?.wrapping(dependencies) ?? clients?.wrapping(dependencies) ?? dependencies)
    // Reports are for the developer and must not mix with the screen: standard error, with
    // the line being typed set aside while they are written.
    let sayAside: (String) -> Void = { message in
      guard let prompt else { return printToStandardError(message) }
      prompt.setAside { printToStandardError(message) }
    }
    store.onReport = { sayAside("warning: \($0)") }
    let session = LineSession<App>(
      store: store, palette: palette, trace: trace, clients: clients, output: output)
    var saver: StateSaver<App.State, App.Action>?
    if let stateFile {
      let stateSaver = StateSaver(file: stateFile, store: session.store)
      stateSaver.report = sayAside
      // A fresh start is saved at once, so that the file exists from the first screen. A
      // restored state is in the file already: saving it again cost a large state as much as
      // its load, and identities a load renumbers are renumbered by the next load the same
      // way, and saved with the first change.
      stateSaver.keepJournal(fileHoldsState: fileHoldsRestored, checked: restoredChecks)
      if !isRestored {
        stateSaver.markChanged()
        stateSaver.commit()
      }
      session.onRender = { stateSaver.markChanged() }
      // Saved as a database commits: once per batch of input, before its output goes out. A
      // replay that differs from its trace saves nothing from there on: the file keeps the
      // state of the last step it reproduced.
      output.beforeFlush = { [replay] in
        if replay?.divergence == nil { stateSaver.commit() }
      }
      saver = stateSaver
    }
    if interactive {
      output.write(palette.dim("\(info.name): type 'help' for commands, 'quit' to leave") + "\n")
    }
    let ending: LineRunner.Ending
    if let replay {
      ending = await replay.run(session, output: output, trace: traceBuffer)
    } else {
      ending = await runLines(
        session, interactive, prompt, output, traceBuffer, options.flags.contains("--bail"))
    }
    prompt?.finish()
    // Whatever ended the run, what changed since the last flush is kept, but for a replay's
    // steps past a difference.
    if replay?.divergence == nil { saver?.commit() }
    switch ending {
    case .finished, .outputClosed:
      // A save that failed was said at once; the status says it again for a script.
      return saver?.hasFailed == true ? ioError : 0
    case .refused:
      // The refused line said why on standard output, as every refusal does.
      return saver?.hasFailed == true ? ioError : dataError
    case .interrupted:
      return saver?.hasFailed == true ? ioError : interrupted
    case .diverged(let message):
      // The recorded line is the file's text, which may hold controls: shown escaped.
      printToStandardError("error: \(VisibleText.escaped(message))")
      return saver?.hasFailed == true ? ioError : dataError
    case .outputFailed(let reason):
      printToStandardError("error: cannot write the output (\(reason)); stopped there")
    case .traceFailed(let reason):
      let path = options.tracePath ?? ""
      printToStandardError(
        "error: cannot write the trace file '\(path)' (\(reason)); stopped there")
    case .inputFailed(let reason):
      printToStandardError("error: cannot read the input (\(reason)); stopped there")
    }
    return ioError
  }

  /// The title of the first screen of `node`, as a message names it.
  static func firstTitle(_ node: NavigationNode) -> String {
    guard case .stack(let stack) = node.content, !stack.isEmpty else { return node.name }
    return stack[0].title
  }
}
