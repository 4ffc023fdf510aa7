import Architecture
import Foundation
import Presentation
import ShownText
import TerminalEditor

// The line protocol's run, once the options, the replay, the state and the trace are open.
extension AppMain {
  /// Runs the app's session over typed, piped or replayed lines, saving to the state file once
  /// per batch, and returns the exit status its ending and the saves call for.
  @MainActor
  static func runSession<App: Presentable>(
    _ store: Store<App.State, App.Action>, options: AppOptions, info: AppInfo,
    opened: OpenedState<App>, replay: TraceReplay?, traceBuffer: OutputBuffer?,
    clients: ClientRecorder?, runLines: LineLoop<App>
  ) async -> Int32 where App.State: Codable & Equatable, App.Action: Codable {
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
    // Reports are for the developer and must not mix with the screen: standard error, with
    // the line being typed set aside while they are written.
    let sayAside: (String) -> Void = { message in
      guard let prompt else { return printToStandardError(message) }
      prompt.setAside { printToStandardError(message) }
    }
    store.onReport = { sayAside("warning: \($0)") }
    let session = LineSession<App>(
      store: store, palette: palette, trace: trace, clients: clients, output: output)
    let saver = opened.file.map { file in
      saving(
        session, to: file, opened: opened, replay: replay,
        output: output, report: sayAside)
    }
    if interactive {
      output.write(palette.dim("\(info.name): type 'help' for commands, 'quit' to leave") + "\n")
    }
    session.echoesLines = options.flags.contains("--echo") && !interactive
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
    return status(after: ending, failedSave: saver?.hasFailed == true, options: options)
  }

  /// The saver of `session`'s state to `file`, committing once per batch of input.
  @MainActor
  private static func saving<App: Presentable>(
    _ session: LineSession<App>, to file: StateFile, opened: OpenedState<App>,
    replay: TraceReplay?, output: OutputBuffer, report: @escaping (String) -> Void
  ) -> StateSaver<App.State, App.Action> where App.State: Codable & Equatable, App.Action: Codable {
    let saver = StateSaver(file: file, store: session.store)
    saver.report = report
    // A fresh start is saved at once, so that the file exists from the first screen. A
    // restored state is in the file already: saving it again cost a large state as much as
    // its load, and identities a load renumbers are renumbered by the next load the same
    // way, and saved with the first change.
    saver.keepJournal(fileHoldsState: opened.fileHoldsRestored, checked: opened.checks)
    if !opened.isRestored {
      saver.markChanged()
      saver.commit()
    }
    session.onRender = { saver.markChanged() }
    // Saved as a database commits: once per batch of input, before its output goes out. A
    // replay that differs from its trace saves nothing from there on: the file keeps the
    // state of the last step it reproduced.
    output.beforeFlush = { [replay] in
      if replay?.divergence == nil { saver.commit() }
    }
    return saver
  }

  /// The exit status of a run that ended so; a failed save makes it 74 whatever the ending.

  static func status(
    after ending: LineRunner.Ending, failedSave: Bool, options: AppOptions
  )
    -> Int32
  {
    switch ending {
    case .finished, .outputClosed:
      // A save that failed was said at once; the status says it again for a script.
      return failedSave ? ioError : 0
    case .refused:
      // The refused line said why on standard output, as every refusal does.
      return failedSave ? ioError : dataError
    case .interrupted:
      return failedSave ? ioError : interrupted
    case .diverged(let message):
      // The recorded line is the file's text, which may hold controls: shown escaped.
      printToStandardError("error: \(VisibleText.escaped(message))")
      return failedSave ? ioError : dataError
    case .outputFailed(let reason):
      printToStandardError("error: cannot write the output (\(reason)); stopped there")
    case .traceFailed(let reason):
      printToStandardError(
        "error: cannot write the trace file '\(options.tracePath ?? "")' (\(reason)); stopped there"
      )
    case .inputFailed(let reason):
      printToStandardError("error: cannot read the input (\(reason)); stopped there")
    }
    return ioError
  }
}
