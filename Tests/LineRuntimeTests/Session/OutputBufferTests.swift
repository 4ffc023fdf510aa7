import Foundation
import LineRuntime
import TerminalEditor
import Testing

/// Output goes out in large pieces, and the state is committed before each piece: nothing a
/// reader of the output has seen is ahead of what a restart would restore.
@MainActor
struct OutputBufferTests {
  /// A pipe whose reading end tells what has been written so far.
  final class Pipe {
    let reading: FileHandle
    let writing: Int32

    init() throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
      reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
      writing = ends[1]
    }

    deinit { close(writing) }

    /// What has arrived at the reading end, without waiting.
    func arrived() -> String {
      var bytes = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(reading.fileDescriptor, &bytes, bytes.count)
      return count > 0 ? String(decoding: bytes[..<count], as: UTF8.self) : ""
    }
  }

  @Test func theCommitRunsBeforeTheOutputGoesOut() throws {
    let pipe = try Pipe()
    let output = OutputBuffer(
      descriptor: Descriptor(number: pipe.writing), flushesEveryWrite: false)
    var seenAtCommit: [String] = []
    output.beforeFlush = { seenAtCommit.append(pipe.arrived()) }
    output.write("-> push #1 Number 3\n")
    #expect(seenAtCommit.isEmpty)
    output.flush()
    #expect(seenAtCommit == [""])
    #expect(pipe.arrived() == "-> push #1 Number 3\n")
  }

  @Test func aBatchGathersUpToTheThresholdAndEachFlushCommitsFirst() throws {
    // More than a pipe holds, so written where nothing waits to be read.
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    let output = OutputBuffer(descriptor: Descriptor(number: null), flushesEveryWrite: false)
    var commits = 0
    output.beforeFlush = { commits += 1 }
    let line = String(repeating: "x", count: 1_023) + "\n"
    for _ in 0..<(OutputBuffer.flushThreshold / line.utf8.count - 1) { output.write(line) }
    #expect(commits == 0)
    output.write(line)
    #expect(commits == 1)
  }

  @Test func aTerminalsOutputGoesOutAtEveryWriteEachAfterACommit() throws {
    let pipe = try Pipe()
    let output = OutputBuffer(descriptor: Descriptor(number: pipe.writing), flushesEveryWrite: true)
    var commits = 0
    output.beforeFlush = { commits += 1 }
    output.write("> ")
    #expect(commits == 1)
    #expect(pipe.arrived() == "> ")
  }
}
