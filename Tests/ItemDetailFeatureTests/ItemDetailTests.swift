import Architecture
import ArchitectureTesting
import ItemDetailFeature
import Testing

/// The detail keeps its favorite mark and reports everything else upward, with its item's id.
@MainActor
struct ItemDetailTests {
  func makeStore(isFavorite: Bool = false) -> TestStore<ItemDetail.State, ItemDetail.Action> {
    TestStore(
      initialState: ItemDetail.State(id: 57, name: "Item 57", isFavorite: isFavorite),
      reducer: ItemDetail())
  }

  @Test func aNewDetailIsNotAFavorite() {
    #expect(ItemDetail.State(id: 1, name: "Item 1").isFavorite == false)
  }

  @Test func favoriteMarksTheItemAndTappingAgainUnmarksIt() async {
    let store = makeStore()
    await store.send(.favoriteTapped) { $0.isFavorite = true }
    await store.send(.favoriteTapped) { $0.isFavorite = false }
    await store.finish()
  }

  @Test func numbersAsksForTheNumbersOfThisItem() async {
    let store = makeStore()
    await store.send(.numbersTapped)
    await store.receive(.delegate(.numbersRequested(57)))
    await store.finish()
  }

  @Test func previewAsksForAQuickLookAtThisItemsNumber() async {
    let store = makeStore()
    await store.send(.previewTapped)
    await store.receive(.delegate(.previewRequested(57)))
    await store.finish()
  }

  @Test func doneSaysTheUserIsFinishedAndKeepsTheFavoriteMark() async {
    let store = makeStore(isFavorite: true)
    await store.send(.doneTapped)
    await store.receive(.delegate(.finished))
    #expect(store.state.isFavorite)
    await store.finish()
  }
}
