import Foundation
import Testing

@testable import LineRuntime

/// The file `--trace` names: never the state file, and never a wait on a FIFO nobody reads.
struct TraceFileTests {
  let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-file-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  @Test("a trace that is the state file, by another name or through a link, is refused untouched")
  func theStateFileIsNeverTheTrace() throws {
    let state = path("state.json")
    try "saved".write(toFile: state, atomically: false, encoding: .utf8)
    #expect(symlink(state, path("link.json")) == 0)
    for name in [state, path("link.json"), directory.path + "/./state.json"] {
      let error = #expect(throws: TraceFile.OpenError.self) {
        try TraceFile.open(name, stateFile: state)
      }
      #expect(error?.message.contains("--trace and --state name the same file") == true)
    }
    #expect(try String(contentsOfFile: state, encoding: .utf8) == "saved")
  }

  @Test("a trace named as a state file not made yet is refused, and nothing is left there")
  func aNewStateFileIsNeverTheTrace() throws {
    let state = path("state.json")
    #expect(throws: TraceFile.OpenError.self) { try TraceFile.open(state, stateFile: state) }
    #expect(!FileManager.default.fileExists(atPath: state))
  }

  @Test("a trace through a link to where the state file will be made is refused, link kept")
  func aLinkToTheNewStateFileIsRefused() throws {
    let state = path("state.json")
    #expect(symlink(state, path("trace")) == 0)
    #expect(throws: TraceFile.OpenError.self) {
      try TraceFile.open(path("trace"), stateFile: state)
    }
    #expect(!FileManager.default.fileExists(atPath: state))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("trace")) == state)
  }

  @Test("a trace that is the trace replayed or the state's lock, by any name, is refused untouched")
  func anotherFileOfTheRunIsNeverTheTrace() throws {
    let replayed = path("replayed.trace")
    let lock = path("state.json.lock")
    try "recorded".write(toFile: replayed, atomically: false, encoding: .utf8)
    try "".write(toFile: lock, atomically: false, encoding: .utf8)
    #expect(link(replayed, path("second name")) == 0)
    let others = [("--replay", replayed), ("the state file's lock", lock)]
    let asReplayed = #expect(throws: TraceFile.OpenError.self) {
      try TraceFile.open(path("second name"), stateFile: nil, others: others)
    }
    #expect(asReplayed?.message.hasPrefix("--trace and --replay name the same file") == true)
    let asLock = #expect(throws: TraceFile.OpenError.self) {
      try TraceFile.open(lock, stateFile: nil, others: others)
    }
    #expect(asLock?.message.hasPrefix("--trace and the state file's lock name the same") == true)
    #expect(try String(contentsOfFile: replayed, encoding: .utf8) == "recorded")
  }

  @Test("a FIFO that nothing reads is refused at once, saying so")
  func aFIFOWithoutAReaderIsRefused() throws {
    let fifo = path("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let error = #expect(throws: TraceFile.OpenError.self) {
      try TraceFile.open(fifo, stateFile: nil)
    }
    #expect(error?.message.contains("is a FIFO that nothing reads") == true)
  }

  @Test("a regular file is emptied, and the descriptor blocks again once open")
  func aRegularFileIsEmptied() throws {
    let trace = path("trace.jsonl")
    try "old lines".write(toFile: trace, atomically: false, encoding: .utf8)
    let number = try TraceFile.open(trace, stateFile: path("state.json"))
    defer { close(number) }
    #expect(fcntl(number, F_GETFL) & O_NONBLOCK == 0)
    #expect(try String(contentsOfFile: trace, encoding: .utf8) == "")
  }
}
