import Foundation
import LineRuntime
import Presentation
import Testing

/// State files: round trips, every kind of unusable file refused with its own message, and
/// atomic replacement.
struct StateFileTests {
  struct Sample: Codable, Equatable {
    var name: String
    var values: [Int]
  }

  let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-file-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func file(_ name: String = "state.json") -> StateFile {
    StateFile(path: directory.appendingPathComponent(name).path, app: "sample")
  }

  func write(_ text: String, to file: StateFile) throws {
    try text.write(toFile: file.path, atomically: false, encoding: .utf8)
  }

  @Test func aSavedStateLoadsBackEqual() throws {
    let file = file()
    let state = Sample(name: "Ada \"Lovelace\" ✓", values: [1, -2, 3])
    try file.save(state)
    #expect(try file.load(Sample.self) == state)
    try file.save(Sample(name: "second", values: []))
    #expect(try file.load(Sample.self) == Sample(name: "second", values: []))
  }

  @Test func aMissingFileIsAFreshStartNotAnError() throws {
    #expect(try file("none.json").load(Sample.self) == nil)
  }

  @Test func aTruncatedFileIsRefusedAsCorrupt() throws {
    let file = file()
    try file.save(Sample(name: "x", values: Array(0..<50)))
    let data = try #require(FileManager.default.contents(atPath: file.path))
    try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: file.path))
    #expect(throws: InputError.self) { try file.load(Sample.self) }
    #expect(
      (try? file.load(Sample.self)) == nil, "a truncated file must never load as something")
    do {
      _ = try file.load(Sample.self)
    } catch {
      #expect(error.message.contains("not valid JSON"))
      #expect(error.message.contains("--reset"))
    }
  }

  @Test(arguments: [
    ("", "not valid JSON"),
    ("garbage \u{0}\u{1}", "not valid JSON"),
    ("[1, 2, 3]", "not valid JSON"),
    (
      #"{"format":"coordinator-suite-state","app":"other","version":1,"state":{}}"#,
      "not a state file of sample"
    ),
    (#"{"format":"something","app":"sample","version":1}"#, "not a state file of sample"),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":7,"state":{}}"#,
      "has version 7"
    ),
    (#"{"format":"coordinator-suite-state","app":"sample","state":{}}"#, "has version none"),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":1,"state":{"name":"x"}}"#,
      "'values' is missing"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":1,"state":{"name":1,"values":[]}}"#,
      "cannot use"
    ),
  ])
  func anUnusableFileIsRefusedSayingWhy(content: String, expected: String) throws {
    let file = file()
    try write(content, to: file)
    do {
      _ = try file.load(Sample.self)
      Issue.record("'\(content)' loaded")
    } catch {
      #expect(error.message.contains(expected), "\(error.message)")
      #expect(error.message.contains(file.path))
    }
  }

  @Test func anUnreadableFileIsRefused() throws {
    let file = file()
    try file.save(Sample(name: "x", values: []))
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }
    // Running as root reads anything; the check is meaningful only for other users.
    guard FileManager.default.contents(atPath: file.path) == nil else { return }
    #expect(throws: InputError.self) { try file.load(Sample.self) }
  }

  @Test func aWriteThatNeverFinishedLeavesTheOldFileWhole() throws {
    let file = file()
    let old = Sample(name: "old", values: [1])
    try file.save(old)
    // What a kill in the middle of a save leaves: a partial temporary file beside the target.
    try write(
      "{\"format\":\"coordinator-su", to: StateFile(path: file.path + ".999.tmp", app: "sample"))
    #expect(try file.load(Sample.self) == old)
    try file.save(Sample(name: "new", values: [2]))
    #expect(try file.load(Sample.self) == Sample(name: "new", values: [2]))
  }

  @Test func savingIntoAMissingDirectoryFailsWithoutCrashing() {
    let file = StateFile(path: "/nonexistent-directory/state.json", app: "sample")
    #expect(throws: InputError.self) { try file.save(Sample(name: "x", values: [])) }
  }
}
