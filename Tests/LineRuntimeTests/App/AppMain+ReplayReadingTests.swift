import Foundation
import Testing

@testable import LineRuntime

/// A trace is read to its end, but never past what a trace can hold: a huge file or a device
/// that never ends is refused after that much, not read for ever. Tested with a small limit,
/// so that the test reads kilobytes, not the 256 MiB of a real run.
struct AppMainReplayReadingTests {
  @Test("a file or a device longer than the limit is refused after reading that much")
  func aFileOverTheLimitIsRefused() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(repeating: 65, count: 5_000).write(to: file)
    guard case .failure(let error) = AppMain.readAll(file.path, limit: 4_096) else {
      Issue.record("a file of 5,000 bytes was read under a limit of 4,096")
      return
    }
    #expect(error.message == "it holds more than 4096 bytes, more than a trace does")
    guard case .success(let bytes) = AppMain.readAll(file.path, limit: 5_000) else {
      Issue.record("a file within the limit was refused")
      return
    }
    #expect(bytes.count == 5_000)
  }

  @Test("a device or a directory is refused before a byte is read")
  func aDeviceOrADirectoryIsRefused() {
    for (path, reason) in [
      ("/dev/zero", "it is a device, not a file"), ("/dev/null", "it is a device, not a file"),
      (FileManager.default.temporaryDirectory.path, "it is a directory"),
    ] {
      guard case .failure(let error) = AppMain.readAll(path, limit: 4_096) else {
        Issue.record("\(path) was read as a trace")
        continue
      }
      #expect(error.message == reason)
    }
  }

  @Test("a FIFO nothing writes to is refused at once, saying so, and a pipe reads to its end")
  func aFIFOWithoutAWriterIsRefusedAtOnce() throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-fifo-\(UUID().uuidString)").path
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    guard case .failure(let error) = AppMain.readAll(fifo, limit: 4_096) else {
      Issue.record("a FIFO nothing writes to was read as a trace")
      return
    }
    #expect(error.message == "it is a FIFO that nothing writes to; start its writer first")
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    #expect(write(ends[1], "abc", 3) == 3)
    close(ends[1])
    defer { close(ends[0]) }
    guard case .success(let bytes) = AppMain.readAll("/dev/fd/\(ends[0])", limit: 4_096) else {
      Issue.record("a pipe with a trace in it was refused")
      return
    }
    #expect(bytes == Array("abc".utf8))
  }

  @Test("the limit of a real run is 256 MiB")
  func theLimitIs256MiB() {
    #expect(AppMain.longestTrace == 256 << 20)
  }
}
