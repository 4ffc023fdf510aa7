import NumbersCoordinator
import Presentation
import Testing

/// What the numbers coordinator is as the root of a front end.
struct NumbersCoordinatorPresentableTests {
  @Test("a detail at the root is a host's preview, never where the numbers app or tab starts")
  func aDetailRootIsOnlyAHostsPreview() {
    let preview = NumbersCoordinator.State(detail: 5)
    // The state itself is one the commands reach (a host's preview)...
    #expect(NumbersCoordinator.restoringProblem(with: preview) == nil)
    // ...but not one that starts where a fresh one does, as an app or a tab starts.
    #expect(!NumbersCoordinator.startsAlike(preview, NumbersCoordinator.State()))
    var pushed = NumbersCoordinator.State(list: .init(numbers: [4]))
    pushed.routes.push(.detail(.init(number: 4)))
    #expect(NumbersCoordinator.startsAlike(pushed, NumbersCoordinator.State()))
  }

  @Test("back at the root says which screen is first; above it, closes the top route")
  func back() throws {
    var state = NumbersCoordinator.State()
    #expect(throws: Refusal.self) { try NumbersCoordinator.back(in: state) }
    let id = state.routes.push(.detail(.init(number: 3)))
    #expect(try NumbersCoordinator.back(in: state) == .routes(.close(id)))
  }
}
