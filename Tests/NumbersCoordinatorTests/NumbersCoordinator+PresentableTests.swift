import NumbersCoordinator
import Presentation
import Testing

/// What the numbers coordinator is as the root of a front end.
struct NumbersCoordinatorPresentableTests {
  @Test("a detail at the root is a host's preview, never where the numbers app or tab starts")
  func aDetailRootIsOnlyAHostsPreview() {
    let preview = NumbersCoordinator.State(detail: 5)
    // The state itself is one the commands reach (a host's preview)...
    #expect(NumbersCoordinator.State.problem(with: preview) == nil)
    // ...but not one a front end starts at.
    #expect(
      NumbersCoordinator.rootProblem(with: preview)
        == "the root shows 'Number 5'; the numbers start at the list")
    #expect(NumbersCoordinator.rootProblem(with: NumbersCoordinator.State()) == nil)
  }

  @Test("back at the root says which screen is first; above it, closes the top route")
  func back() throws {
    var state = NumbersCoordinator.State()
    #expect(throws: Refusal.self) { try NumbersCoordinator.back(in: state) }
    let id = state.routes.push(.detail(.init(number: 3)))
    #expect(try NumbersCoordinator.back(in: state) == .routes(.close(id)))
  }
}
