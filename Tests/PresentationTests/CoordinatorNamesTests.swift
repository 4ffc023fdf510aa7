import Testing

@testable import Presentation

/// The names coordinators take from their types.
@Suite("CoordinatorNames")
struct CoordinatorNamesTests {
  private struct ListsCoordinator {}
  private struct Plain {}

  @Test("a type's name loses 'Coordinator' and is lowered; another keeps its whole name")
  func namesAreDerived() {
    #expect(CoordinatorNames.name(of: ListsCoordinator.self) == "lists")
    #expect(CoordinatorNames.name(of: Plain.self) == "plain")
  }

  @Test("a coordinator's default name is its type's")
  func coordinatorsUseIt() {
    #expect(GreeterCoordinator.name == "greeter")
  }
}
