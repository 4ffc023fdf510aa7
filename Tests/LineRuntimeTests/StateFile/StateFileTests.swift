// Over 200 lines: every way a state file can be unusable is a case here, beside the round trips, so
// that the refusals and their messages read as one list.

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

  @Test func aFileOverTheCapIsRefusedBeforeItIsRead() throws {
    let file = file()
    // Sparse: it takes no disk and, refused by its size, no memory.
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: file.path))
    try handle.truncate(atOffset: UInt64(StateFile.largest + 1))
    try handle.close()
    do {
      _ = try file.load(Sample.self)
      Issue.record("a file over the cap was read")
    } catch {
      #expect(
        error.message.hasPrefix(
          "the state file '\(file.path)' holds \(StateFile.largest + 1) bytes, more than the "
            + "\(StateFile.largest) a state file may hold"))
    }
  }

  @Test func anEmptyFileIsRefusedAsCorrupt() throws {
    let file = file()
    try write("", to: file)
    #expect(throws: Refusal.self) { try file.load(Sample.self) }
    do {
      _ = try file.load(Sample.self)
    } catch {
      #expect(error.message.contains("not valid JSON"))
    }
  }

  @Test func aTruncatedFileIsRefusedAsCorrupt() throws {
    let file = file()
    try file.save(Sample(name: "x", values: Array(0..<50)))
    let data = try #require(FileManager.default.contents(atPath: file.path))
    try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: file.path))
    #expect(throws: Refusal.self) { try file.load(Sample.self) }
    #expect(
      (try? file.load(Sample.self)) == nil, "a truncated file must never load as something")
    do {
      _ = try file.load(Sample.self)
    } catch {
      #expect(error.message.contains("not valid JSON"))
      #expect(error.message.contains("--reset"))
    }
  }

  @Test func bytesThatAreNotUTF8AreRefusedAsSuch() throws {
    let file = file()
    let text = #"{"format":"coordinator-suite-state","app":"sample","version":2}"#
    try (Data(text.utf8.prefix(10)) + Data([0xFF]) + Data(text.utf8.dropFirst(10)))
      .write(to: URL(fileURLWithPath: file.path))
    do {
      _ = try file.load(Sample.self)
      Issue.record("a file that is not UTF-8 loaded")
    } catch {
      #expect(error.message.contains("is not UTF-8 text (byte 10 is not part of any character)"))
    }
  }

  @Test(arguments: [
    ("", "not valid JSON"),
    ("garbage \u{0}\u{1}", "not valid JSON"),
    ("[1, 2, 3]", "has no header a state file has"),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":"2","state":{}}"#,
      "the value at version in the file should be a whole number"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2.0,"state":{}}"#,
      "holds the number 2.0 at byte"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":{"name":"3.5","values":[1e2]}}"#,
      "holds the number 1e2 at byte"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"other","version":1,"state":{}}"#,
      "not a state file of sample"
    ),
    (
      "{\"format\":\"coordinator-suite-state\",\"app\":\"sample\",\"version\":2,"
        + "\"state\":{\"name\":\"a\u{1B}[2J\",\"values\":[]}}",
      "holds a control character inside text at byte 81, which JSON writes as an escape"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":{"values":["#
        + String(repeating: "[],", count: 2_000_000) + "[]]}}",
      "holds more than 2000000 values"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":{"values":"#
        + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}}",
      "nests lists and objects more than 512 deep at byte"
    ),
    (
      "]]]" + String(repeating: "[", count: 513),
      "nests lists and objects more than 512 deep at byte 515"
    ),
    (#"{"format":"something","app":"sample","version":1}"#, "not a state file of sample"),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":7,"state":{}}"#,
      "has version 7"
    ),
    (#"{"format":"coordinator-suite-state","app":"sample","state":{}}"#, "has version none"),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":{"name":"x"}}"#,
      "'values' is missing"
    ),
    (
      #"{"format":"coordinator-suite-state","app":"sample","version":2,"state":{"name":1,"values":[]}}"#,
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
    #expect(throws: Refusal.self) { try file.load(Sample.self) }
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
    #expect(throws: Refusal.self) { try file.save(Sample(name: "x", values: [])) }
  }

  @Test("a save through a symlink writes where it points, and the link stays a link")
  func saveThroughASymlink() throws {
    let target = file("target.json")
    let link = directory.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
    let linked = StateFile(path: link, app: "sample")
    try linked.save(Sample(name: "through", values: [1]))
    let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
    #expect(try target.load(Sample.self) == Sample(name: "through", values: [1]))
  }

  @Test("a save keeps the file's permissions: a private file stays private")
  func saveKeepsTheMode() throws {
    let file = file()
    try file.save(Sample(name: "a", values: []))
    #expect(chmod(file.path, 0o600) == 0)
    try file.save(Sample(name: "b", values: []))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((mode as? Int) == 0o600)
  }

  @Test("a read-only file is refused, and kept as it is")
  func readOnlyFileIsRefused() throws {
    let file = file()
    try file.save(Sample(name: "kept", values: []))
    #expect(chmod(file.path, 0o444) == 0)
    #expect(throws: Refusal.self) { try file.checkWritable() }
    #expect(try file.load(Sample.self) == Sample(name: "kept", values: []))
    #expect(chmod(file.path, 0o644) == 0)
    try file.checkWritable()
  }

  @Test("a FIFO or a directory given as the state file is refused, not read")
  func notARegularFile() throws {
    let fifo = file("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(
      throws: Refusal(
        "the state file '\(fifo.path)' is not a regular file; give the path of a file")
    ) {
      try fifo.load(Sample.self)
    }
    let folder = StateFile(path: directory.path, app: "sample")
    #expect(throws: Refusal.self) { try folder.load(Sample.self) }
  }

  @Test("a second lock on the same file is refused as busy, naming the file")
  func secondLockIsBusy() throws {
    let file = file()
    let held = try file.lock()
    defer { held.release() }
    do {
      let second = try file.lock()
      second.release()
      Issue.record("a second lock on \(file.path) was granted")
    } catch {
      #expect(error.isBusy)
      #expect(error.message.contains("is in use by another process"))
    }
  }

  @Test("taking the lock removes temporary files a killed save left, and nothing else")
  func lockRemovesLeftovers() throws {
    let file = file()
    let leftover = directory.appendingPathComponent(".state.json.0123456789abcdef.tmp").path
    let unrelated = directory.appendingPathComponent(".state.json.mine.tmp").path
    try write("{", to: StateFile(path: leftover, app: "sample"))
    try write("{", to: StateFile(path: unrelated, app: "sample"))
    try file.lock().release()
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(FileManager.default.fileExists(atPath: unrelated))
  }

  @Test("a save leaves no temporary file behind")
  func saveLeavesNothingBehind() throws {
    let file = file()
    try file.save(Sample(name: "a", values: []))
    try file.save(Sample(name: "b", values: []))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["state.json"])
  }
}
