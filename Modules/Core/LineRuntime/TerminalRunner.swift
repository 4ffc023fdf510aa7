import Architecture
import Foundation

/// Runs a ``LineSession`` on standard input and output: the loop of every app.
///
/// Input is read on a thread of its own, so that effects keep delivering (and screens keep
/// re-rendering) while a person thinks. Interactive input gets a prompt and unbuffered output.
/// Piped input gets neither; instead each line's effects finish before the next line is read,
/// so a script's output is exactly the same on every run.
public enum TerminalRunner {
  /// Reads lines until the end of input or `quit`, then cancels what still runs.
  @MainActor
  public static func run<App>(
    _ session: LineSession<App>, interactive: Bool, output: OutputBuffer
  ) async {
    if interactive {
      session.asynchronousPrefix = "\n"
      session.asynchronousSuffix = "> "
    }
    session.start()
    if interactive { output.write("> ") }
    output.flush()
    reading: for await batch in standardInputLines() {
      for line in batch {
        if session.handle(line) == .quit { break reading }
        if !interactive { await session.store.settle() }
        if interactive { output.write("> ") }
      }
      output.flush()
    }
    output.flush()
    session.store.cancelAllEffects()
  }

  /// Batches of lines from standard input, read on a dedicated thread.
  static func standardInputLines() -> AsyncStream<[InputLine]> {
    AsyncStream { continuation in
      let thread = Thread {
        var splitter = LineSplitter()
        let input = FileHandle.standardInput
        while true {
          let data = input.availableData
          guard !data.isEmpty else { break }
          let lines = splitter.feed(data)
          if !lines.isEmpty { continuation.yield(lines) }
        }
        if let last = splitter.finish() { continuation.yield([last]) }
        continuation.finish()
      }
      thread.start()
    }
  }
}
