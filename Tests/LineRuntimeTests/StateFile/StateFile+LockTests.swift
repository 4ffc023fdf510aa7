import Foundation
import Testing

@testable import LineRuntime

/// The lock beside a state file: never through a link, never for a refused path, and gone when
/// the run ends.
struct StateFileLockTests {
  let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-lock-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("a released lock removes its lock file, and the next run takes the lock afresh")
  func releasingRemovesTheLockFile() throws {
    let file = StateFile(path: path("state.json"), app: "sample")
    let lock = try file.lock()
    #expect(try names() == ["state.json.lock"])
    lock.release()
    #expect(try names() == [])
    // Released twice, it removes nothing a later run made.
    let later = try file.lock()
    lock.release()
    #expect(try names() == ["state.json.lock"])
    later.release()
    let again = try file.lock()
    again.release()
    #expect(try names() == [])
  }

  @Test("a lock file that is a symbolic link is refused, and what it points at is not made")
  func aLinkedLockFileIsNeverFollowed() throws {
    let planted = path("planted")
    #expect(symlink(planted, path("state.json.lock")) == 0)
    let file = StateFile(path: path("state.json"), app: "sample")
    let error = #expect(throws: StateFile.LockError.self) { try file.lock().release() }
    #expect(error?.isBusy == false)
    #expect(
      error?.message.contains("it is a symbolic link, which a lock file never follows") == true)
    #expect(!FileManager.default.fileExists(atPath: planted))
  }

  @Test(
    "a path that is no place for a state file is refused before any lock file is made",
    arguments: ["folder", "folder/", "fifo"])
  func aRefusedPathMakesNoLockFile(name: String) throws {
    try FileManager.default.createDirectory(
      atPath: path("folder"), withIntermediateDirectories: false)
    #expect(mkfifo(path("fifo"), 0o600) == 0)
    let file = StateFile(path: path(name), app: "sample")
    let error = #expect(throws: StateFile.LockError.self) { try file.lock().release() }
    #expect(
      error?.message
        == "the state file '\(file.path)' is not a regular file; give the path of a file")
    #expect(try names() == ["fifo", "folder"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("folder")) == [])
  }

  @Test("a state file with a second name is refused by either name before any lock is made")
  func aFileWithTwoNamesIsRefused() throws {
    try "{}".write(toFile: path("state.json"), atomically: false, encoding: .utf8)
    #expect(link(path("state.json"), path("other.json")) == 0)
    for name in ["state.json", "other.json"] {
      let file = StateFile(path: path(name), app: "sample")
      let error = #expect(throws: StateFile.LockError.self) { try file.lock().release() }
      #expect(error?.isBusy == false)
      #expect(
        error?.message
          == "the state file '\(file.path)' has 2 names (hard links), which each save would "
          + "part; give it one name, or copy it to a path of its own")
    }
    #expect(try names() == ["other.json", "state.json"])
  }

  @Test("a path through a link to a FIFO, as /dev/stdin is, is named as the user gave it")
  func aLinkedSpecialFileIsNamedAsGiven() throws {
    #expect(mkfifo(path("pipe"), 0o600) == 0)
    #expect(symlink(path("pipe"), path("stdin")) == 0)
    let file = StateFile(path: path("stdin"), app: "sample")
    let error = #expect(throws: StateFile.LockError.self) { try file.lock().release() }
    #expect(
      error?.message
        == "the state file '\(path("stdin"))' is not a regular file; give the path of a file")
    #expect(try names() == ["pipe", "stdin"])
  }

  @Test("a lock file that exists but cannot be opened is advised about, not its directory")
  func adviceFitsTheCause() throws {
    let existing = path("state.json.lock")
    #expect(FileManager.default.createFile(atPath: existing, contents: nil))
    #expect(
      StateFile.lockAdvice(for: EACCES, lockPath: existing)
        == "; the lock file exists but cannot be opened: make it readable and writable, or "
        + "remove it")
    #expect(
      StateFile.lockAdvice(for: EACCES, lockPath: path("other.json.lock"))
        == "; make its directory writable")
    #expect(StateFile.lockAdvice(for: ELOOP, lockPath: existing).contains("symbolic link"))
  }
}
