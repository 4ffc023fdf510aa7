import Architecture
import Foundation
import Testing

@testable import LineRuntime

/// A store's state saved to its file at each commit that follows a change.
@MainActor
struct StateSaverTests {
  /// A counter: a state that keeps no journal, so every save is the whole state.
  struct Counting: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      state += action
      return .none
    }
  }

  @Test("a state that keeps no journal is saved whole at each commit after a change, not before")
  func aStateWithoutAJournalIsSavedWhole() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("saver-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = StateFile(path: path, app: "counter")
    let store = Store(initialState: 0, reducer: Counting())
    let saver = StateSaver(file: file, store: store)
    saver.keepJournal(fileHoldsState: false)
    saver.commit()
    #expect(!FileManager.default.fileExists(atPath: path))
    store.send(2)
    saver.markChanged()
    saver.commit()
    #expect(try file.load(Int.self) == 2)
    store.send(3)
    saver.markChanged()
    saver.commit()
    #expect(try file.load(Int.self) == 5)
    #expect(!saver.hasFailed)
  }
}
