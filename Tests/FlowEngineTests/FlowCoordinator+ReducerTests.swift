import ArchitectureTesting
import Navigation
import Testing

/// The skeleton a flow runs on: a stack's link is refused, since a flow's links carry its
/// answers and arrive as its own `linkOpened`.
@MainActor
struct FlowCoordinatorReducerTests {
  @Test("a stack's link is refused with a report, and the flow is unchanged")
  func aStacksLinkIsRefused() async {
    let store = await storeOnTheSecondStep()
    await store.send(.routes(.linkOpened([.root(Screens.first())], child: nil)))
    store.receiveReport(containing: "a flow opens no link as a new stack; nothing changed")
    await store.finish()
  }
}
