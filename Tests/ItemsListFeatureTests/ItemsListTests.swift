import Architecture
import ArchitectureTesting
import ItemsListFeature
import Testing

/// The list turns its own pages and reports choices upward; it never navigates.
@MainActor
struct ItemsListTests {
  @Test func aListOfTheHostsItemsStartsOnItsFirstPage() {
    let state = ItemsList.State(items: hundredItems)
    #expect(state.items == hundredItems)
    #expect(state.page == 0)
    #expect(state.lastPage == 9)
    #expect(state.itemsOnPage.map(\.id) == Array(1...10))
  }

  @Test func choosingAnItemOnAnotherPageTurnsToItAndTellsWhoeverShowsIt() async {
    let store = TestStore(initialState: ItemsList.State.hundred(), reducer: ItemsList())
    // The page of the item last opened, as a link to it shows too.
    await store.send(.itemTapped(57)) { $0.page = 5 }
    await store.receive(.delegate(.itemSelected(57)))
    await store.finish()
  }

  @Test func anIdNotOnTheListIsReportedWithTheValidRange() async {
    let store = TestStore(initialState: ItemsList.State.hundred(), reducer: ItemsList())
    await store.send(.itemTapped(101))
    store.receiveReport(containing: "101 is not on the list; choose an id from 1 to 100")
    await store.finish()
  }

  @Test func anIdOnAnEmptyListIsReportedAsSuch() async {
    let store = TestStore(initialState: ItemsList.State(items: []), reducer: ItemsList())
    await store.send(.itemTapped(1))
    store.receiveReport(containing: "1 is not on the list; the list is empty")
    await store.finish()
  }

  @Test func nextAndPreviousTurnOnePageAtATime() async {
    let store = TestStore(initialState: ItemsList.State.hundred(), reducer: ItemsList())
    await store.send(.nextPageTapped) { $0.page = 1 }
    await store.send(.nextPageTapped) { $0.page = 2 }
    await store.send(.previousPageTapped) { $0.page = 1 }
    #expect(store.state.itemsOnPage.map(\.id) == Array(11...20))
    await store.finish()
  }

  @Test func turningPastTheFirstOrLastPageChangesNothing() async {
    let first = TestStore(initialState: ItemsList.State.hundred(), reducer: ItemsList())
    await first.send(.previousPageTapped)
    await first.finish()
    let last = TestStore(initialState: ItemsList.State.hundred(page: 9), reducer: ItemsList())
    await last.send(.nextPageTapped)
    await last.finish()
  }

  @Test func aPagePastTheListIsBroughtBackBeforeTurning() async {
    let store = TestStore(initialState: ItemsList.State.hundred(page: 42), reducer: ItemsList())
    #expect(store.state.itemsOnPage.map(\.id) == Array(91...100))
    await store.send(.nextPageTapped)
    await store.send(.previousPageTapped) { $0.page = 8 }
    await store.finish()
  }

  @Test func aShortLastPageShowsOnlyTheItemsLeft() {
    let items = (1...23).map { ItemsList.Item(id: $0, name: "Item \($0)") }
    let state = ItemsList.State(items: items, page: 2)
    #expect(state.lastPage == 2)
    #expect(state.itemsOnPage.map(\.id) == [21, 22, 23])
  }

  @Test func thePageOfAnItemFollowsItsPlaceNotItsId() {
    let items = [40, 30, 20, 10, 90, 80, 70, 60, 50, 5, 1].map {
      ItemsList.Item(id: $0, name: "Item \($0)")
    }
    let state = ItemsList.State(items: items)
    #expect(ItemsList.page(containing: 40, in: state) == 0)
    #expect(ItemsList.page(containing: 1, in: state) == 1)
    #expect(ItemsList.page(containing: 2, in: state) == nil)
  }

  @Test func revealingAnItemTurnsToItsPageForWhenTheUserComesBack() {
    var state = ItemsList.State.hundred()
    let pages = [57, 100, 10, 11].map { id in
      let found = state.reveal(id)
      return found ? state.page : nil
    }
    #expect(pages == [5, 9, 0, 1])
  }

  @Test func revealingAMissingItemLeavesThePageAsItIs() {
    var state = ItemsList.State.hundred(page: 3)
    let found = [0, 101].map { state.reveal($0) }
    #expect(found == [false, false])
    #expect(state.page == 3)
  }
}

/// Whether a page can turn is a state query that the reducer and the view share.
struct ItemsListPagingRulesTests {
  @Test("the first page turns only forward, the last only back, a single page neither way")
  func turningRules() {
    let items = (1...25).map { ItemsList.Item(id: $0, name: "Item \($0)") }
    let first = ItemsList.State(items: items, page: 0)
    #expect(first.hasNextPage && !first.hasPreviousPage)
    let last = ItemsList.State(items: items, page: first.lastPage)
    #expect(!last.hasNextPage && last.hasPreviousPage)
    let single = ItemsList.State(items: Array(items.prefix(3)), page: 0)
    #expect(!single.hasNextPage && !single.hasPreviousPage)
  }

  @Test("a page decoded past the end counts as the last page for turning")
  func pagePastTheEnd() {
    let items = (1...25).map { ItemsList.Item(id: $0, name: "Item \($0)") }
    let state = ItemsList.State(items: items, page: 99)
    #expect(state.shownPage == state.lastPage)
    #expect(!state.hasNextPage && state.hasPreviousPage)
  }
}
