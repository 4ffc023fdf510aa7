import ArchitectureTesting
import ItemsCoordinator
import Navigation
import NumbersCoordinator
import Presentation
import Testing

/// The preview hosts the numbers coordinator: whatever the numbers flow has, the preview has,
/// with no declaration in the items tab.
@MainActor
struct ItemsCoordinatorPreviewTests {
  @Test func theNumbersFlowsOwnScreensAppearInThePreview() async throws {
    let store = makeStore(try .with(.push(Screens.detail(12)), .sheet(Screens.preview(12))))
    store.exhaustivity = .off
    await store.send(.previewing(2, 0, .detail(.divisorsTapped)))
    await store.skipReceivedActions()
    // The divisors are the numbers coordinator's screen, pushed inside the preview's stack.
    #expect(store.state.routes.count == 3)
    #expect(ItemsCoordinator.link(of: store.state).description == "/12/preview=12/divisors")
    await store.finish()
  }

  @Test func doneAtThePreviewsFirstNumberClosesTheSheet() async throws {
    let store = makeStore(try .with(.push(Screens.detail(75)), .sheet(Screens.preview(75))))
    store.exhaustivity = .off
    await store.send(.previewing(2, 0, .detail(.doneTapped)))
    await store.skipReceivedActions()
    #expect(store.state.routes.top.id == 1)
    await store.finish()
  }

  @Test func backInThePreviewGoesBackWithinItFirst() throws {
    var state = try ItemsCoordinator.State.with(
      .push(Screens.detail(75)), .sheet(Screens.preview(75)))
    try state.modifyNumbers(at: 2) { $0.routes.push(.detail(.init(number: 150))) }
    guard case .routes(.screen(2, .preview)) = try ItemsCoordinator.back(in: state) else {
      Issue.record("back left the preview while it could go back within itself")
      return
    }
  }
}
