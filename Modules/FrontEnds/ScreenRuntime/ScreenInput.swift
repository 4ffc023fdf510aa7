import Foundation
import TerminalEditor

/// What the thread that watches the terminal hands over.
enum ScreenEvent: Sendable {
  /// Keys typed, in order.
  case keys([TerminalKey])
  /// The window changed size.
  case resized
  /// The process was continued after a stop.
  case continued
  /// The end of input.
  case end
  /// A read error; nothing more comes.
  case failed(String)
}

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

/// How many events the input thread handed over that the main actor has not taken yet.
final class WaitingEvents: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// One more event handed over.
  func add() { lock.withLock { count += 1 } }

  /// One event taken.
  func take() { lock.withLock { count = max(0, count - 1) } }

  /// Whether any event waits.
  var any: Bool { lock.withLock { count > 0 } }
}
