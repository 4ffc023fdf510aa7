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
}
