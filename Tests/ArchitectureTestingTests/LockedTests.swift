import ArchitectureTesting
import Testing

@Suite("Locked")
struct LockedTests {
  @Test("increments from many concurrent tasks all land, none lost to an interleaving")
  func concurrentIncrements() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test("withLock returns what its body returns and passes on what it throws")
  func resultsAndErrors() {
    struct Refused: Error {}
    let names = Locked(["a"])
    let count = names.withLock { names -> Int in
      names.append("b")
      return names.count
    }
    #expect(count == 2)
    #expect(throws: Refused.self) { try names.withLock { _ in throw Refused() } }
    #expect(names.withLock { $0 } == ["a", "b"])
  }
}
