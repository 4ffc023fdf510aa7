import Foundation
import Testing

/// The runtime over descriptors a parent set non-blocking: input not ready yet is waited on,
/// and output to a slow reader loses nothing.
@Suite("Process faults, non-blocking descriptors", processTimeLimit)
struct NonBlockingDescriptorTests {
  @Test("a non-blocking input that is not ready yet is waited on, not taken for an error")
  func nonBlockingInput() throws {
    let input = try NonBlockingPipe(nonBlockingEnd: .read)
    let output = Pipe()
    // A Pipe, not its handle: the process then closes the parent's writing end after the start.
    let process = try start(input: input.readHandle, output: output)
    // Late on purpose: the app's first read finds nothing there yet (EAGAIN).
    Thread.sleep(forTimeInterval: 0.3)
    try input.write("select 3\nwhere\n")
    input.closeWriting()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.hasSuffix("/3\n"))
  }

  @Test("a non-blocking output with a slow reader gets every byte, none dropped")
  func nonBlockingOutput() throws {
    let script = Array(repeating: "select 3\nback\ntree\nhelp\n", count: 400).joined()
    let expected = try runToEnd(script: script, nonBlocking: false)
    let received = try runToEnd(script: script, nonBlocking: true)
    #expect(expected.count > 200_000)
    #expect(received == expected)
  }

  /// The whole output of `counters` on `script`, read slowly, through a pipe whose writing end
  /// is non-blocking when asked.
  private func runToEnd(script: String, nonBlocking: Bool) throws -> [UInt8] {
    let output = try NonBlockingPipe(nonBlockingEnd: nonBlocking ? .write : nil)
    let input = Pipe()
    let process = try start(input: input, output: output.writeHandle)
    output.closeWriting()
    try input.fileHandleForWriting.write(contentsOf: Array(script.utf8))
    try input.fileHandleForWriting.close()
    var received: [UInt8] = []
    while true {
      // Slow, so that the app's writes find the pipe full (EAGAIN) again and again.
      Thread.sleep(forTimeInterval: 0.002)
      let chunk = output.readHandle.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return received
  }

  /// Starts `counters` on these streams (each a `Pipe` or a `FileHandle`), ended after 30 s
  /// at the latest, so that a regression fails the test instead of hanging it.
  private func start(input: Any, output: Any) throws -> Process {
    let process = Process()
    process.executableURL = try appURL()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + 30) {
      if process.isRunning { process.terminate() }
    }
    return process
  }
}

/// A pipe with one end set non-blocking, as a parent process may hand it over.
private final class NonBlockingPipe {
  enum End { case read, write }

  let readHandle: FileHandle
  let writeHandle: FileHandle

  init(nonBlockingEnd: End?) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    if let end = nonBlockingEnd {
      let number = end == .read ? ends[0] : ends[1]
      _ = fcntl(number, F_SETFL, fcntl(number, F_GETFL) | O_NONBLOCK)
    }
    readHandle = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    writeHandle = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
  }

  func write(_ text: String) throws {
    try writeHandle.write(contentsOf: Array(text.utf8))
  }

  /// Closes this process's copy of the writing end: the reader then sees the end of input
  /// once every other writer (a child) has closed its copy too.
  func closeWriting() {
    try? writeHandle.close()
  }
}
