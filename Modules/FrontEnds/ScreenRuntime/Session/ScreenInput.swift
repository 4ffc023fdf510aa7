import Foundation
import TerminalEditor

/// The events of the terminal, read on a thread of its own: keys from standard input, and
/// signals from ``ScreenSignals``' pipe.
enum ScreenInput {
  /// The events, counted in `waiting` until taken, so that a transition is skipped when keys
  /// wait.
  static func events(waiting: WaitingEvents) -> AsyncStream<ScreenEvent> {
    AsyncStream { continuation in
      let thread = Thread {
        let input = Descriptor.standardInput
        var decoder = KeyDecoder()
        func send(_ event: ScreenEvent) -> Bool {
          waiting.add()
          if case .terminated = continuation.yield(event) { return false }
          return true
        }
        while true {
          var requests = [
            pollfd(fd: input.number, events: Int16(POLLIN), revents: 0),
            pollfd(fd: ScreenSignals.pipeEnds[0], events: Int16(POLLIN), revents: 0),
          ]
          let timeout = decoder.isWaiting ? KeyDecoder.escapeTimeout : -1
          let ready = poll(&requests, requests[1].fd >= 0 ? 2 : 1, timeout)
          if ready < 0 {
            guard errno == EINTR else {
              _ = send(.failed(Descriptor.describe(errno)))
              continuation.finish()
              return
            }
            continue
          }
          if ready == 0 {
            guard send(.keys(decoder.flush())) else { return }
            continue
          }
          if requests[1].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(requests[1].fd, &bytes, bytes.count)
            for byte in bytes.prefix(max(0, count)) {
              guard send(Int32(byte) == SIGWINCH ? .resized : .continued) else { return }
            }
          }
          guard requests[0].revents != 0 else { continue }
          switch input.read(upTo: 4_096) {
          case .bytes(let bytes):
            let keys = decoder.feed(bytes)
            if !keys.isEmpty, !send(.keys(keys)) { return }
          case .end:
            _ = send(.end)
            continuation.finish()
            return
          case .failed(let reason):
            _ = send(.failed(reason))
            continuation.finish()
            return
          }
        }
      }
      thread.name = "screen input"
      thread.start()
    }
  }
}
