import Architecture
import ArchitectureTesting
import NumbersListFeature
import Testing

/// The list only reports choices upward; it never navigates.
@MainActor
struct NumbersListTests {
  @Test func choosingANumberOnTheListTellsWhoeverShowsIt() async {
    let store = TestStore(initialState: NumbersList.State(), reducer: NumbersList())
    await store.send(.numberTapped(3))
    await store.receive(.delegate(.numberSelected(3)))
    await store.finish()
  }

  @Test func previewingANumberAsksForAQuickLook() async {
    let store = TestStore(initialState: NumbersList.State(numbers: [5, 7]), reducer: NumbersList())
    await store.send(.previewTapped(7))
    await store.receive(.delegate(.previewRequested(7)))
    await store.finish()
  }

  @Test func aNumberNotOnTheListIsReportedAndNotPassedOn() async {
    let store = TestStore(initialState: NumbersList.State(numbers: [1, 2]), reducer: NumbersList())
    await store.send(.numberTapped(9))
    store.receiveReport(containing: "9 is not on the list")
    await store.send(.previewTapped(9))
    store.receiveReport(containing: "9 is not on the list")
    await store.finish()
  }
}
