import Foundation
public import TerminalEditor

extension LineRunner {
  /// Lines typed at `prompt`, one event each, read on a dedicated thread in the terminal's raw
  /// mode.
  ///
  /// The thread decodes keys as they come and hands them to the prompt, which waits while the
  /// app works on the last line, so this stream needs no bound of its own: the kernel holds
  /// what is typed ahead. A key begun at the end of a read waits for the rest only a moment
  /// (`KeyDecoder.escapeTimeout`).
  @usableFromInline
  static func typedLines(at prompt: PromptLine) -> AsyncStream<InputEvent> {
    AsyncStream { continuation in
      let thread = Thread {
        let input = Descriptor.standardInput
        var decoder = KeyDecoder()
        while true {
          var keys: ArraySlice<TerminalKey>
          if decoder.isWaiting, !input.isReadable(within: KeyDecoder.escapeTimeout) {
            keys = decoder.flush()[...]
          } else {
            switch input.read() {
            case .bytes(let bytes):
              keys = decoder.feed(bytes)[...]
            case .end:
              continuation.finish()
              return
            case .failed(let reason):
              continuation.yield(.failed(reason))
              continuation.finish()
              return
            }
          }
          while !keys.isEmpty {
            switch prompt.handle(&keys) {
            case nil:
              break
            case .line(let text):
              let line = InputLine.bytes(Array(text.utf8))
              if case .terminated = continuation.yield(.lines([line])) { return }
            case .endOfInput:
              continuation.finish()
              return
            case .interrupted:
              continuation.yield(.interrupted)
              continuation.finish()
              return
            case .finished:
              return
            }
          }
        }
      }
      thread.start()
    }
  }
}
