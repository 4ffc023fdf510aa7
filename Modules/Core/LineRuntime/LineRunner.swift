import Architecture
import Foundation

/// Runs a ``LineSession`` on standard input and output: the loop of every app.
///
/// Input is read on a thread of its own, so that effects keep delivering (and screens keep
/// re-rendering) while a person thinks. Interactive input gets a prompt and unbuffered output.
/// Piped input gets neither; instead each line's effects finish before the next line is read,
/// so a script's output is exactly the same on every run.
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
  }

  /// What the input thread hands over.
  enum InputEvent: Sendable {
    /// Lines read, in order.
    case lines([InputLine])
    /// A read error; nothing more comes.
    case failed(String)
  }

  /// Reads lines until the end of input, `quit` or a failed read or write, then cancels what
  /// still runs. The output (and the trace, if any) is flushed after each batch of input, so a
  /// kill loses at most the batch in flight.
  @MainActor
  public static func run<App>(
    _ session: LineSession<App>, interactive: Bool, output: OutputBuffer,
    trace: OutputBuffer? = nil
  ) async -> Ending {
    defer { session.store.cancelAllEffects() }
    if interactive {
      session.asynchronousPrefix = "\n"
      session.asynchronousSuffix = "> "
    }
    session.start()
    if interactive { output.write("> ") }
    func flushed() -> Ending? {
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
    if let ending = flushed() { return ending }
    let limit = InputLine.limit(forLinksUpTo: App.longestLink)
    for await event in standardInputLines(limit: limit) {
      switch event {
      case .lines(let batch):
        for line in batch {
          if session.handle(line) == .quit { return flushed() ?? .finished }
          if !interactive { await session.store.settle() }
          if interactive { output.write("> ") }
          // Nobody reads what follows a failed write: stop at once, as SIGPIPE would.
          if output.failure != nil { return flushed() ?? .finished }
        }
        if let ending = flushed() { return ending }
      case .failed(let reason):
        return flushed() ?? .inputFailed(reason)
      }
    }
    // At the end of input on a terminal, the prompt's line is left open; close it.
    if interactive { output.write("\n") }
    return flushed() ?? .finished
  }

  /// Batches of lines from standard input, read on a dedicated thread.
  static func standardInputLines(limit: Int) -> AsyncStream<InputEvent> {
    AsyncStream { continuation in
      let thread = Thread {
        var splitter = LineSplitter(limit: limit)
        reading: while true {
          switch Descriptor.standardInput.read() {
          case .bytes(let bytes):
            let lines = splitter.feed(bytes)
            if !lines.isEmpty { continuation.yield(.lines(lines)) }
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
  }
}
