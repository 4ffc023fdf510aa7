import Dispatch
import Synchronization
import Testing

@testable import Presentation

/// The names coordinators take from their types.
@Suite("CoordinatorNames")
struct CoordinatorNamesTests {
  private struct ListsCoordinator {}
  private struct Plain {}
  private struct Coordinator {}
  private struct ÉtapesCoordinator {}
  private struct HTTPCoordinatorSettings {}

  @Test("a type's name loses 'Coordinator' and is lowered; another keeps its whole name")
  func namesAreDerived() {
    #expect(CoordinatorNames.name(of: ListsCoordinator.self) == "lists")
    #expect(CoordinatorNames.name(of: Plain.self) == "plain")
  }

  @Test(
    "a name of the suffix alone is empty; one beyond ASCII or with the suffix inside is lowered whole"
  )
  func edgesAreKept() {
    #expect(CoordinatorNames.name(of: Coordinator.self) == "")
    #expect(CoordinatorNames.name(of: ÉtapesCoordinator.self) == "étapes")
    #expect(CoordinatorNames.name(of: HTTPCoordinatorSettings.self) == "httpcoordinatorsettings")
  }

  @Test("a coordinator's default name is its type's")
  func coordinatorsUseIt() {
    #expect(GreeterCoordinator.name == "greeter")
  }

  /// Types no other test names, so that the first ask of each comes from the threads below.
  private struct Raced<Value> {}

  @Test("threads asking at once for names not yet kept each get the type's own, kept once")
  func concurrentAsksAgree() {
    let asks: [@Sendable () -> (name: String, expected: String)] = [
      { (CoordinatorNames.name(of: Raced<Int8>.self), "raced<int8>") },
      { (CoordinatorNames.name(of: Raced<Int16>.self), "raced<int16>") },
      { (CoordinatorNames.name(of: Raced<Int32>.self), "raced<int32>") },
      { (CoordinatorNames.name(of: Raced<UInt8>.self), "raced<uint8>") },
      { (CoordinatorNames.name(of: Raced<UInt16>.self), "raced<uint16>") },
      { (CoordinatorNames.name(of: Raced<UInt32>.self), "raced<uint32>") },
    ]
    let wrong = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<3 {
        for index in asks.indices {
          let answer = asks[(index + thread + round) % asks.count]()
          if answer.name != answer.expected { wrong.add(1, ordering: .relaxed) }
        }
      }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
    // Each worked out once and kept once, however many threads asked first.
    #expect(CoordinatorNames.keptEntries(for: Raced<Int8>.self) == 1)
    #expect(CoordinatorNames.keptEntries(for: Raced<UInt32>.self) == 1)
    #expect(CoordinatorNames.keptEntries(for: Raced<Int64>.self) == 0)
  }
}
