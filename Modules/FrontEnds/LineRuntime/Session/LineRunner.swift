public import Architecture
import Foundation
public import Presentation
public import ShownText
public import TerminalEditor

/// Runs a ``LineSession`` on standard input and output: the loop of every app.
///
/// Input is read on a thread of its own, so that effects keep delivering (and screens keep
/// re-rendering) while a person thinks. Interactive input gets a prompt and unbuffered output;
/// at a terminal on both ends the prompt edits its line itself (`PromptLine`). Piped input
/// gets neither; instead each line's effects finish before the next line is read, so a
/// script's output is exactly the same on every run.
public enum LineRunner {
  /// How a run ended.
  public enum Ending: Equatable, Sendable {
    /// The end of input, or `quit`.
    case finished
    /// The output's reader went away (a closed pipe): nobody is left to read the rest.
    case outputClosed
    /// Writing the output failed, with the system's reason.
    case outputFailed(String)
    /// Writing the trace failed, with the system's reason.
    case traceFailed(String)
    /// Reading the input failed, with the system's reason.
    case inputFailed(String)
    /// A line was refused and the run was asked to stop there (`--bail`).
    case refused
    /// Ctrl-C twice on an empty line at the prompt: the person asked to leave, as an interrupt
    /// asks.
    case interrupted
    /// A replay (`--replay`) differed from its trace, as the message says.
    case diverged(String)
  }

  /// What the input thread hands over.
  @usableFromInline enum InputEvent: Sendable {
    /// Lines read, in order.
    case lines([InputLine])
    /// A read error; nothing more comes.
    case failed(String)
    /// Ctrl-C twice on an empty line at the prompt; nothing more comes.
    case interrupted
  }

  /// How many batches of input the reading thread may read ahead of the session; past that it
  /// waits, and the pipe's own buffer holds the rest, so memory does not grow with the input.
  static let batchesAhead = 4

  /// The longest a batch goes on before its output goes out (and the state is committed, see
  /// ``OutputBuffer/beforeFlush``): a batch of slow lines (effects that take time) is shown,
  /// and saved, in parts.
  @usableFromInline static let commitInterval = Duration.seconds(1)

  /// Reads lines until the end of input, `quit` or a failed read or write, then cancels what
  /// still runs. The output (and the trace, if any) is flushed after each batch of input, so a
  /// kill loses at most the batch in flight; a long batch is flushed every `commitInterval`,
  /// and whenever its output passes ``OutputBuffer/flushThreshold``.
  @MainActor @inlinable
  public static func run<App>(
    _ session: LineSession<App>, interactive: Bool, output: OutputBuffer,
    trace: OutputBuffer? = nil, bail: Bool = false
  ) async -> Ending {
    await run(
      session, interactive: interactive, prompt: nil, output: output, trace: trace, bail: bail)
  }

  /// ``run(_:interactive:output:trace:bail:)``, with the line typed at `prompt` when it is
  /// given: `output` then writes through it, and it draws the prompt.
  @MainActor @inlinable
  static func run<App>(
    _ session: LineSession<App>, interactive: Bool, prompt: PromptLine?, output: OutputBuffer,
    trace: OutputBuffer? = nil, bail: Bool = false
  ) async -> Ending {
    defer { session.store.cancelAllEffects() }
    // The editor puts its line back around any output itself.
    if interactive, prompt == nil {
      session.asynchronousPrefix = "\n"
      session.asynchronousSuffix = "> "
    }
    func showPrompt() {
      if let prompt {
        prompt.offer(session.completions)
        prompt.open()
      } else if interactive {
        output.write("> ")
      }
    }
    session.start()
    showPrompt()
    func flushed() -> Ending? { flush(output, trace) }
    if let ending = flushed() { return ending }
    let limit = InputLine.limit(forLinksUpTo: App.longestLink)
    var lastFlush = ContinuousClock.now
    let input: (events: AsyncStream<InputEvent>, taken: @Sendable () -> Void) =
      if let prompt { (typedLines(at: prompt), {}) } else { standardInputLines(limit: limit) }
    for await event in input.events {
      input.taken()
      switch event {
      case .lines(let batch):
        for line in batch {
          if session.echoesLines, let text = try? line.text() {
            output.write("> " + VisibleText.escaped(text) + "\n")
          }
          let refusals = session.refusals
          if session.handle(line) == .quit { return flushed() ?? .finished }
          if bail, session.refusals > refusals { return flushed() ?? .refused }
          if !interactive { await session.store.settle() }
          showPrompt()
          // Nobody reads what follows a failed write: stop at once, as SIGPIPE would.
          if output.failure != nil { return flushed() ?? .finished }
          if ContinuousClock.now - lastFlush >= commitInterval {
            if let ending = flushed() { return ending }
            lastFlush = .now
          }
        }
        lastFlush = .now
        if let ending = flushed() { return ending }
      case .failed(let reason):
        return flushed() ?? .inputFailed(reason)
      case .interrupted:
        return flushed() ?? .interrupted
      }
    }
    // At the end of input on a terminal, the prompt's line is left open; close it. (The
    // editor closes its own.)
    if interactive, prompt == nil { output.write("\n") }
    return flushed() ?? .finished
  }

  /// Flushes `output` and `trace`, and returns how the run ends if either failed.
  @MainActor @usableFromInline
  static func flush(_ output: OutputBuffer, _ trace: OutputBuffer?) -> Ending? {
    output.flush()
    trace?.flush()
    switch (output.failure, trace?.failure) {
    case (.closed?, _): return .outputClosed
    case (.failed(let reason)?, _): return .outputFailed(reason)
    case (nil, .closed?): return .traceFailed(Descriptor.describe(EPIPE))
    case (nil, .failed(let reason)?): return .traceFailed(reason)
    case (nil, nil): return nil
    }
  }

  /// Batches of lines from standard input, read on a dedicated thread.
  ///
  /// The hand-off is bounded: each batch takes one of ``batchesAhead`` places, given back as
  /// the session takes the batch, so a fast pipe waits in the kernel rather than in memory.
  /// The consumer calls `taken` once for each event it takes.
  @usableFromInline
  static func standardInputLines(
    limit: Int
  ) -> (events: AsyncStream<InputEvent>, taken: @Sendable () -> Void) {
    let places = BatchPlaces(batchesAhead)
    let events = AsyncStream<InputEvent> { continuation in
      // A reader stopped early (quit, a closed output) must not keep the thread waiting.
      continuation.onTermination = { _ in
        places.close()
      }
      let thread = Thread {
        var splitter = LineSplitter(limit: limit)
        reading: while true {
          switch Descriptor.standardInput.read() {
          case .bytes(let bytes):
            let lines = splitter.feed(bytes)
            guard !lines.isEmpty else { continue }
            guard places.take() else { return }
            if case .terminated = continuation.yield(.lines(lines)) { return }
          case .end:
            break reading
          case .failed(let reason):
            continuation.yield(.failed(reason))
            continuation.finish()
            return
          }
        }
        if let last = splitter.finish() { continuation.yield(.lines([last])) }
        continuation.finish()
      }
      thread.start()
    }
    return (events, { places.giveBack() })
  }
}
