import Testing

@testable import Presentation

/// The names coordinators take from their types.
@Suite("Coordinator name")
struct CoordinatorNameTests {
  private struct ListsCoordinator {}
  private struct Plain {}
  private struct Coordinator {}
  private struct ÉtapesCoordinator {}
  private struct HTTPCoordinatorSettings {}
  private struct Generic<Value> {}

  @Test("a type's name loses 'Coordinator' and is lowered; another keeps its whole name")
  func namesAreDerived() {
    #expect(coordinatorName(of: ListsCoordinator.self) == "lists")
    #expect(coordinatorName(of: Plain.self) == "plain")
  }

  @Test(
    "a name of the suffix alone is empty; one beyond ASCII, generic, or with the suffix inside is lowered whole"
  )
  func edgesAreKept() {
    #expect(coordinatorName(of: Coordinator.self) == "")
    #expect(coordinatorName(of: ÉtapesCoordinator.self) == "étapes")
    #expect(coordinatorName(of: HTTPCoordinatorSettings.self) == "httpcoordinatorsettings")
    #expect(coordinatorName(of: Generic<Int8>.self) == "generic<int8>")
  }

  @Test("a coordinator's default name is its type's")
  func coordinatorsUseIt() {
    #expect(GreeterCoordinator.name == "greeter")
  }
}
