import Testing

@testable import Presentation

/// The names coordinators take from their types: worked out once, and the same on every ask.
@Suite("CoordinatorNames")
struct CoordinatorNamesTests {
  private struct ListsCoordinator {}
  private struct Plain {}

  @Test("a type's name loses 'Coordinator' and is lowered; another keeps its whole name")
  func namesAreDerived() {
    #expect(CoordinatorNames.name(of: ListsCoordinator.self) == "lists")
    #expect(CoordinatorNames.name(of: Plain.self) == "plain")
  }

  @Test("a name asked again is the one worked out, for each type apart")
  func namesAreKept() {
    let first = CoordinatorNames.name(of: ListsCoordinator.self)
    #expect(CoordinatorNames.name(of: ListsCoordinator.self) == first)
    #expect(CoordinatorNames.name(of: Plain.self) != first)
    #expect(CoordinatorNames.derivedName(of: ListsCoordinator.self) == first)
  }

  @Test("a coordinator's default name is its type's")
  func coordinatorsUseIt() {
    #expect(GreeterCoordinator.name == "greeter")
  }
}
