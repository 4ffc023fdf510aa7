#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor read and written with system calls that report errors instead of trapping.
///
/// Foundation's `FileHandle.availableData` and `write(_:)` trap on an I/O error (a closed or
/// non-blocking descriptor, a directory as input, a full disk), and the runtime must survive
/// anything the process is given. These calls retry an interrupted call, wait for a
/// non-blocking descriptor to become ready, and hand every other failure back as a value.
public struct Descriptor: Sendable {
  /// The descriptor number.
  public let number: Int32

  /// Standard input.
  public static let standardInput = Descriptor(number: 0)
  /// Standard output.
  public static let standardOutput = Descriptor(number: 1)
  /// Standard error.
  public static let standardError = Descriptor(number: 2)

  /// A descriptor the process already holds.
  public init(number: Int32) {
    self.number = number
  }

  /// What one read gave.
  public enum ReadResult: Equatable, Sendable {
    /// Some bytes, never none.
    case bytes([UInt8])
    /// The end of input.
    case end
    /// A read error, with the system's description of it.
    case failed(String)
  }

  /// Why a write did not finish.
  public enum WriteError: Error, Equatable, Sendable {
    /// The reader went away (`EPIPE`): what `SIGPIPE` would have ended the process for.
    case closed
    /// Any other error, with the system's description of it.
    case failed(String)
  }

  /// Reads what is available, up to `limit` bytes, waiting for at least one.
  public func read(upTo limit: Int = 1 << 16) -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        systemRead(number, raw.baseAddress, raw.count)
      }
      if count > 0 { return .bytes(Array(buffer[..<count])) }
      if count == 0 { return .end }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilReady(for: Int16(POLLIN))
      case let code: return .failed(Self.describe(code))
      }
    }
  }

  /// Whether something can be read within `milliseconds`; a descriptor that failed counts as
  /// ready, so that the read after says how.
  public func isReadable(within milliseconds: Int32) -> Bool {
    var request = pollfd(fd: number, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&request, 1, milliseconds)
      if result >= 0 { return result > 0 }
      if errno != EINTR { return true }
    }
  }

  /// Writes all of `bytes`, however many calls it takes.
  public func write(_ bytes: some Collection<UInt8>) throws(WriteError) {
    let bytes = Array(bytes)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { raw -> Int in
        // Never nil here: the loop runs only while there are bytes left.
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(number, base + offset, raw.count - offset)
      }
      if count >= 0 {
        offset += count
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilReady(for: Int16(POLLOUT))
      case EPIPE: throw .closed
      case let code: throw .failed(Self.describe(code))
      }
    }
  }

  /// Opens `/dev/null` on each of descriptors 0 to 2 that is closed, as git does before it
  /// opens anything: otherwise the next file opened (a trace, say) would take a standard
  /// number, and screen text would be written into it.
  public static func openClosedStandardDescriptors() {
    for number: Int32 in 0...2 where fcntl(number, F_GETFD) == -1 && errno == EBADF {
      // `open` takes the lowest free number, which is this one, since those below are open.
      _ = open("/dev/null", number == 0 ? O_RDONLY : O_WRONLY)
    }
  }

  /// The system's words for an error number.
  public static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Blocks until the descriptor is ready for `events`, or has failed (the next call says how).
  private func waitUntilReady(for events: Int16) {
    var request = pollfd(fd: number, events: events, revents: 0)
    while poll(&request, 1, -1) == -1, errno == EINTR {}
  }
}

// The C library's names, apart from this type's own `read` and `write`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
