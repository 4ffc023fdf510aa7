import Foundation
import Testing

@testable import LineRuntime

/// A file's content splits into its snapshot and its whole lines of changes.
struct StateFileJournalTests {
  func parts(_ text: String) -> (String, [String]) {
    let (snapshot, entries) = StateFile.journalParts(of: Data(text.utf8))
    return (
      String(decoding: snapshot, as: UTF8.self), entries.map { String(decoding: $0, as: UTF8.self) }
    )
  }

  @Test func aFileOfAnOlderBuildIsASnapshotAlone() {
    #expect(parts("{}") == ("{}", []))
  }

  @Test func eachWholeLineAfterTheSnapshotIsAnEntry() {
    #expect(parts("{}\n{\"a\":1}\n{\"b\":2}\n") == ("{}", ["{\"a\":1}", "{\"b\":2}"]))
  }

  @Test func anUnfinishedLastLineIsNoEntry() {
    #expect(parts("{}\n{\"a\":1}\n{\"b\":") == ("{}", ["{\"a\":1}"]))
  }

  @Test func anAppendToAFileThatIsNotThereWritesNothing() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("journal-\(UUID().uuidString).json").path
    let file = StateFile(path: path, app: "sample")
    #expect(try file.append(Data("{}\n".utf8), toSize: nil) == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anAppendFollowsOnlyAWholeLineOfTheSizeLastLeft() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("journal-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = StateFile(path: path, app: "sample")
    _ = FileManager.default.createFile(atPath: path, contents: Data("{}".utf8))
    #expect(try file.append(Data("{}\n".utf8), toSize: nil) == nil)
    _ = FileManager.default.createFile(atPath: path, contents: Data("{}\n".utf8))
    #expect(try file.append(Data("{}\n".utf8), toSize: 2) == nil)
    #expect(try file.append(Data("{\"a\":1}\n".utf8), toSize: 3) == 11)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n{\"a\":1}\n")
  }
}
