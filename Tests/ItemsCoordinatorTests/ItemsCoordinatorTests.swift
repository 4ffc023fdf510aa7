import ArchitectureTesting
import ItemsCoordinator
import Navigation
import NumberDetailFeature
import NumberFactClient
import Testing

/// The tab's navigation decisions: an item's detail, the pushed numbers coordinator with pushes
/// of its own, the preview sheet, and the lifetimes of the child's work.
@MainActor
struct ItemsCoordinatorTests {
  let clock = TestClock()

  @Test func selectingAnItemPushesItsDetail() async {
    let store = makeStore()
    await store.send(.screen(0, .list(.itemTapped(75)))) {
      $0.routes.modifyScreen(id: $0.routes.root.id) { $0 = Screens.list(page: 7) }
    }
    await store.receive(.screen(0, .list(.delegate(.itemSelected(75))))) {
      $0.routes.push(Screens.detail(75))
    }
    #expect(store.state.routes.top.style == .push)
    await store.finish()
  }

  @Test func anItemMissingFromTheListIsReportedAndNothingIsPushed() async {
    let store = makeStore()
    await store.send(.screen(0, .list(.delegate(.itemSelected(500)))))
    store.receiveReport(containing: "item 500 is not on the list")
    await store.finish()
  }

  @Test func numbersPushesAWholeChildCoordinatorWhosePushesContinueInIt() async throws {
    let store = makeStore(try .with(.push(Screens.detail(75))))
    await store.send(.screen(1, .detail(.numbersTapped)))
    await store.receive(.screen(1, .detail(.delegate(.numbersRequested(75))))) {
      $0.routes.push(Screens.numbers(75))
    }
    await store.send(.child(2, 0, .list(.numberTapped(150))))
    await store.receive(.child(2, 0, .list(.delegate(.numberSelected(150))))) {
      try $0.modifyNumbers(at: 2) { $0.routes.push(Screens.number(150)) }
    }
    await store.send(.child(2, 1, .detail(.showDoubleTapped)))
    await store.receive(.child(2, 1, .detail(.delegate(.showDouble(300))))) {
      try $0.modifyNumbers(at: 2) { $0.routes.push(Screens.number(300)) }
    }
    // The child's pushes stay in the child: the tab's own stack still ends at the child.
    #expect(store.state.routes.count == 3)
    await store.finish()
  }

  @Test func previewPresentsTheNumbersFlowAsASheetFromTheItemsNumber() async throws {
    let store = makeStore(try .with(.push(Screens.detail(75))))
    await store.send(.screen(1, .detail(.previewTapped)))
    await store.receive(.screen(1, .detail(.delegate(.previewRequested(75))))) {
      $0.routes.presentSheet(Screens.preview(75))
    }
    await store.finish()
  }

  @Test func doneOnThePreviewedNumberClosesThePreview() async throws {
    let store = makeStore(
      try .with(.push(Screens.detail(75)), .sheet(Screens.preview(75), embedsNavigation: false)))
    await store.send(.previewing(2, 0, .detail(.doneTapped)))
    await store.receive(.previewing(2, 0, .detail(.delegate(.finished))))
    await store.receive(.screen(2, .preview(.delegate(.finished))))
    await store.receive(.routes(.close(2))) { $0.routes.dismiss() }
    #expect(store.state.routes.count == 2)
    await store.finish()
  }

  @Test func doneOnADetailPopsIt() async throws {
    let store = makeStore(try .with(.push(Screens.detail(75))))
    await store.send(.screen(1, .detail(.doneTapped)))
    await store.receive(.screen(1, .detail(.delegate(.finished))))
    await store.receive(.routes(.close(1))) { $0.routes.goBack() }
    #expect(store.state.routes.count == 1)
    await store.finish()
  }

  /// The list, item 75, and its numbers with 150 pushed in the child.
  static func childShowing150() throws -> ItemsCoordinator.State {
    var child = ItemsCoordinator.numbers(for: 75)
    child.routes.push(Screens.number(150))
    return try .with(.push(Screens.detail(75)), .push(.numbers(child)))
  }

  @Test func aChildsFactArrivesOnTheChildsDetail() async throws {
    let store = makeStore(try Self.childShowing150(), clock: clock)
    await store.send(.child(2, 1, .detail(.factTapped))) {
      try $0.modifyNumbers(at: 2) {
        $0.routes.modifyScreen(id: 1) { $0 = Screens.number(150, fact: .loading) }
      }
    }
    await clock.advance(by: .seconds(1))
    let fact = NumberFacts.describe(150)
    await store.receive(.child(2, 1, .detail(.factResponse(number: 150, .success(fact))))) {
      try $0.modifyNumbers(at: 2) {
        $0.routes.modifyScreen(id: 1) { $0 = Screens.number(150, fact: .loaded(fact)) }
      }
    }
    await store.finish()
  }

  @Test func aChildsFactStillLoadingStopsWhenTheNumbersRouteIsPopped() async throws {
    let store = makeStore(try Self.childShowing150(), clock: clock)
    await store.send(.child(2, 1, .detail(.factTapped))) {
      try $0.modifyNumbers(at: 2) {
        $0.routes.modifyScreen(id: 1) { $0 = Screens.number(150, fact: .loading) }
      }
    }
    #expect(store.runningEffectCount == 1)
    await store.send(.routes(.close(2))) { $0.routes.goBack() }
    #expect(store.runningEffectCount == 0)
    // Time passes as if the fact arrived; nothing may reach the tab.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aChildsFactStillLoadingStopsWhenItsItemIsPoppedFromBelow() async throws {
    let store = makeStore(try Self.childShowing150(), clock: clock)
    await store.send(.child(2, 1, .detail(.factTapped))) {
      try $0.modifyNumbers(at: 2) {
        $0.routes.modifyScreen(id: 1) { $0 = Screens.number(150, fact: .loading) }
      }
    }
    // Dismissing the item takes the child above it, and the child's work, with it.
    await store.send(.routes(.close(1))) { $0.routes.goBack(2) }
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}

/// An item's numbers come from its id, which a state file may set anywhere.
struct ItemsCoordinatorNumbersTests {
  @Test(
    "an id whose multiples would overflow or leave the range gives only those a detail shows",
    arguments: [
      (Int.max, []), (Int.min, []), (1 << 62, []),
      (1_000_000_000, [1_000_000_000]),
      (333_333_333, [333_333_333, 666_666_666, 999_999_999]),
      (-400_000_000, [-400_000_000, -800_000_000]),
      (75, [75, 150, 225, 300, 375]),
    ] as [(Int, [Int])])
  func multiples(id: Int, expected: [Int]) {
    guard case .list(let list) = ItemsCoordinator.numbers(for: id).routes.root.screen else {
      Issue.record("the numbers child of item \(id) lost its list")
      return
    }
    #expect(list.numbers == expected)
  }
}
