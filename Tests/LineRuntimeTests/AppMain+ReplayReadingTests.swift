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
    guard case .failure = AppMain.readAll("/dev/zero", limit: 4_096) else {
      Issue.record("/dev/zero was read to an end it does not have")
      return
    }
    guard case .success(let bytes) = AppMain.readAll(file.path, limit: 5_000) else {
      Issue.record("a file within the limit was refused")
      return
    }
    #expect(bytes.count == 5_000)
  }

  @Test("the limit of a real run is 256 MiB")
  func theLimitIs256MiB() {
    #expect(AppMain.longestTrace == 256 << 20)
  }
}
