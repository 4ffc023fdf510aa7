import ArchitectureTesting
import ItemDetailFeature
import ItemsCoordinator
import ItemsListFeature
import Navigation
import NumberFactClient
import NumbersCoordinator
import Presentation
import Testing

/// Links of states reached by actions, what opening a link decides, and every refusal.
@MainActor
struct ItemsCoordinatorDeepLinkTests {
  /// The link of the state reached by sending `actions`, and every action they lead to.
  static func link(after actions: [ItemsCoordinator.Action] = []) async -> String {
    await ItemsCoordinator.link(of: reach(actions)).description
  }

  static func open(
    _ text: String, in state: ItemsCoordinator.State = .hundred
  ) throws -> ItemsCoordinator.Action {
    try ItemsCoordinator.open(DeepLink(parsing: text), in: state)
  }

  /// The routes opening `text` leads to.
  static func routes(
    opening text: String, in state: ItemsCoordinator.State = .hundred
  ) throws -> [Route<Screen>] {
    let action = try open(text, in: state)
    guard case .routes(.linkOpened(let routes, _)) = action else {
      throw Refusal("opening \(text) sent \(action)")
    }
    return routes
  }

  static func refusal(_ text: String, in state: ItemsCoordinator.State = .hundred) -> String? {
    #expect(throws: Refusal.self) { try open(text, in: state) }?.message
  }

  @Test func theLinkNamesEachRouteAboveTheList() async {
    let select: ItemsCoordinator.Action = .screen(0, .list(.itemTapped(75)))
    let numbers: ItemsCoordinator.Action = .screen(1, .detail(.numbersTapped))
    let preview: ItemsCoordinator.Action = .screen(1, .detail(.previewTapped))
    #expect(await Self.link() == "/")
    #expect(await Self.link(after: [select]) == "/75")
    #expect(await Self.link(after: [select, numbers]) == "/75/numbers")
    let child150: ItemsCoordinator.Action = .child(2, 0, .list(.numberTapped(150)))
    let double: ItemsCoordinator.Action = .child(2, 1, .detail(.showDoubleTapped))
    #expect(await Self.link(after: [select, numbers, child150]) == "/75/numbers/150")
    #expect(await Self.link(after: [select, numbers, child150, double]) == "/75/numbers/150/300")
    let childSheet: ItemsCoordinator.Action = .child(2, 0, .list(.previewTapped(225)))
    #expect(await Self.link(after: [select, numbers, childSheet]) == "/75/numbers/sheet=225")
    #expect(await Self.link(after: [select, preview]) == "/75/preview=75")
    let previewDouble: ItemsCoordinator.Action = .previewing(2, 0, .detail(.showDoubleTapped))
    #expect(await Self.link(after: [select, preview, previewDouble]) == "/75/preview=75/150")
  }

  @Test func anItemsLinkRevealsItsPageOnTheListBelow() throws {
    let action = try Self.open("/75")
    let expected: [Route<Screen>] = [.root(Screens.list(page: 7)), .push(Screens.detail(75))]
    #expect(action == .routes(.linkOpened(expected, child: nil)))
  }

  @Test func aNumbersLinkPushesTheChildAndHandsItTheRest() throws {
    let action = try Self.open("/75/numbers/150/300")
    let routes: [Route<Screen>] = [
      .root(Screens.list(page: 7)), .push(Screens.detail(75)), .push(Screens.numbers(75)),
    ]
    let childRoutes: [Route<NumbersCoordinator.Screen>] = [
      ItemsCoordinator.numbers(for: 75).routes.root.route, .push(Screens.number(150)),
      .push(Screens.number(300)),
    ]
    #expect(
      action
        == .routes(
          .linkOpened(routes, child: .numbers(.routes(.linkOpened(childRoutes, child: nil))))))
  }

  @Test func aPreviewLinkPresentsTheSheetAndHandsTheRestToTheNumbersFlow() throws {
    let action = try Self.open("/75/preview=75/150")
    let routes: [Route<Screen>] = [
      .root(Screens.list(page: 7)), .push(Screens.detail(75)), .sheet(Screens.preview(75)),
    ]
    let rest = try NumbersCoordinator.open(
      DeepLink(parsing: "/150"), in: NumbersCoordinator.State(detail: 75))
    #expect(action == .routes(.linkOpened(routes, child: .preview(rest))))
  }

  @Test func openingANumbersLinkBuildsTheTabAndTheChildInOneSend() async throws {
    let store = makeStore()
    await store.send(try Self.open("/75/numbers/150")) {
      $0.routes.modifyScreen(id: 0) { $0 = Screens.list(page: 7) }
      $0.routes.push(Screens.detail(75))
      $0.routes.push(Screens.numbers(75))
    }
    let childRoutes: [Route<NumbersCoordinator.Screen>] = [
      ItemsCoordinator.numbers(for: 75).routes.root.route, .push(Screens.number(150)),
    ]
    await store.receive(
      .routes(.screen(2, .numbers(.routes(.linkOpened(childRoutes, child: nil)))))
    ) {
      try $0.modifyNumbers(at: 2) { $0.routes.push(Screens.number(150)) }
    }
    #expect(ItemsCoordinator.link(of: store.state).description == "/75/numbers/150")
    await store.finish()
  }

  @Test func routesThatStayKeepWhatTheUserDidThere() throws {
    let state = try ItemsCoordinator.State.with(.push(Screens.detail(75, favorite: true)))
    let same = try Self.routes(opening: "/75/preview=75", in: state)
    #expect(same.map(\.screen)[1] == Screens.detail(75, favorite: true))
    let other = try Self.routes(opening: "/76", in: state)
    #expect(other.map(\.screen)[1] == Screens.detail(76))
  }

  @Test func aRouteAboveOneThatLeavesStartsAfresh() async throws {
    let clock = TestClock()
    let store = makeStore(
      try .with(.push(Screens.detail(75)), .sheet(Screens.preview(75))), clock: clock)
    await store.send(.previewing(2, 0, .detail(.factTapped))) {
      try $0.modifyNumbers(at: 2) {
        $0.routes.modifyScreen(id: 0) { $0 = Screens.number(75, fact: .loading) }
      }
    }
    // The preview keeps its place, but the item below it changes: the preview is a new route,
    // and the fact it was loading stopped with the old one.
    let action = try Self.open("/76/preview=75", in: store.state)
    #expect(
      try Self.routes(opening: "/76/preview=75", in: store.state).last?.screen
        == Screens.preview(75))
    await store.send(action) {
      $0.routes.dismissAll()
      $0.routes.popToRoot()
      $0.routes.modifyScreen(id: 0) { $0 = Screens.list(page: 7) }
      $0.routes.push(Screens.detail(76))
      $0.routes.presentSheet(Screens.preview(75))
    }
    // The rest of the link, none, is the new preview's own to open.
    let rest = try NumbersCoordinator.open(DeepLink(), in: NumbersCoordinator.State(detail: 75))
    await store.receive(.routes(.screen(4, .preview(rest))))
    #expect(store.runningEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func anUnknownItemIsRefusedWithTheRange() {
    let message = "is not an item; an item is its id from 1 to 100, as in '/items/75'"
    #expect(Self.refusal("/500") == "'500' \(message)")
    #expect(Self.refusal("/abc") == "'abc' \(message)")
    #expect(Self.refusal("/075") == "'075' \(message)")
    #expect(Self.refusal("/item=75") == "'item=75' \(message)")
  }

  @Test func aSegmentThatCannotFollowIsRefusedWithWhatASegmentMayBe() {
    let rest =
      "names no screen here; a segment is one of: an item's id after the list, as in "
      + "'/items/75'; 'numbers' after an item, as in '/items/75/numbers/150'; 'preview=N' after "
      + "an item, as in '/items/75/preview=75/150'"
    #expect(Self.refusal("/75/bogus") == "'bogus' \(rest)")
    #expect(Self.refusal("/75/150") == "'150' \(rest)")
    #expect(
      Self.refusal("/75/numbers=3")
        == "'numbers' takes no value and follows an item, as in '/items/75/numbers/150'")
    // After the preview, the numbers flow reads the rest by its own rules.
    #expect(Self.refusal("/75/preview=75/preview=150")?.hasPrefix("'preview=150' names no") == true)
  }

  @Test func aPreviewOutOfTheNumbersRangeIsRefused() {
    let rest = "is not a number a detail shows; write one from -1000000000 to 1000000000"
    #expect(
      Self.refusal("/75/preview=2000000000")
        == "'2000000000' \(rest), as in 'preview=75' or '/items/75/preview=75/150'")
    #expect(
      Self.refusal("/75/preview")
        == "'preview' needs a number from -1000000000 to 1000000000, as in 'preview=75'")
    // After the preview, the numbers flow reads the rest by its own rules.
    #expect(Self.refusal("/75/preview=75/x")?.hasPrefix("'x' names no screen here") == true)
  }

  @Test func aBadChildLinkAfterNumbersIsRefusedBeforeAnythingChanges() {
    // The child's own refusal, as it words it: its tests pin the words.
    #expect(Self.refusal("/75/numbers/abc")?.hasPrefix("'abc' names no screen here") == true)
    #expect(Self.refusal("/75/numbers/3/sheet=6")?.hasPrefix("'sheet=6' cannot come here") == true)
  }
}
