import Foundation
import ItemDetailFeature
import ItemsCoordinator
import ItemsListFeature
import Navigation
import NumberDetailFeature
import NumbersCoordinator
import Presentation
import Testing

/// The tab's state from outside is held to the rules its commands and links keep.
struct ItemsCoordinatorValidationTests {
  static func problem(_ routes: [(RouteStyle, Screen)]) throws -> String? {
    var state = ItemsCoordinator.State.hundred
    state.routes = try RouteStack(
      routes: [
        IdentifiedRoute(
          id: 0, style: state.routes.root.style, screen: state.routes.root.screen)
      ]
        + routes.enumerated().map {
          IdentifiedRoute(id: RouteID($0 + 1), style: $1.0, screen: $1.1)
        },
      nextID: RouteID(routes.count + 1))
    return ItemsCoordinator.restoringProblem(with: state)
  }

  @Test func statesTheCommandsReachAreAccepted() throws {
    #expect(try Self.problem([]) == nil)
    #expect(
      try Self.problem([
        (.push, Screens.detail(12)), (.sheet(embedsNavigation: false), Screens.preview(12)),
      ])
        == nil)
    #expect(try Self.problem([(.push, Screens.detail(75)), (.push, Screens.numbers(75))]) == nil)
  }

  @Test("an item detail named otherwise than the list names its item is refused")
  func aRenamedDetailIsRefused() throws {
    let renamed = Screen.detail(ItemDetail.State(id: 12, name: "Ann\nerror: forged"))
    #expect(
      try Self.problem([(.push, renamed)])
        == "the detail at route #1 names the item 12 otherwise than the list does; name it "
        + "'Item 12', as the list does")
  }

  @Test func numbersOfAnotherItemAreRefused() throws {
    #expect(
      try Self.problem([(.push, Screens.detail(75)), (.push, Screens.numbers(3))])
        == "route #2 at position 2 is a push of 'Multiples of 3' where the commands put a push "
        + "of 'Multiples of 75'")
  }

  @Test func aPreviewPushedStraightOnTheListIsRefused() throws {
    // Its link, /preview=12, names no item, which is what the list needs first.
    #expect(try Self.problem([(.push, Screens.preview(12))]) != nil)
  }

  @Test func aPreviewOfANumberOtherThanItsItemsIsAccepted() throws {
    // Any number may be previewed from an item by a link, as 'open' allows.
    #expect(
      try Self.problem([
        (.push, Screens.detail(12)), (.sheet(embedsNavigation: false), Screens.preview(5)),
      ])
        == nil)
  }

  @Test func anItemNotOnTheListIsRefused() throws {
    #expect(
      try Self.problem([(.push, Screens.detail(500))])
        == "its link /500 leads nowhere: '500' is not an item; an item is its id from 1 to 100, "
        + "as in '/items/75'")
  }

  @Test("a hosted numbers coordinator's state is checked by its own rules, with nothing wired")
  func aHostedChildChecksItself() throws {
    var state = ItemsCoordinator.State(catalogue: hundredItems)
    state.routes.push(.detail(ItemDetail.State(id: 75, name: "Item 75")))
    var numbers = ItemsCoordinator.numbers(for: 75)
    numbers.routes = RouteStack(root: .divisors(.init(number: 75)))
    state.routes.push(.numbers(numbers))
    let data = try JSONEncoder().encode(state)
    do {
      _ = try JSONDecoder().decode(ItemsCoordinator.State.self, from: data)
      Issue.record("a numbers coordinator rooted at its divisors was restored inside an item")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("the numbers start at the list"))
    }
  }
}

/// The tab shows the catalogue its host gives it, and restores it whatever it is.
@MainActor
struct ItemsCoordinatorCatalogueTests {
  /// A catalogue unlike the showcase's: fewer items, ids with gaps, names of its own.
  static let catalogue = [7, 3, 12, 40, 41].map { ItemsList.Item(id: $0, name: "Shelf \($0)") }

  static func roundTrip(_ state: ItemsCoordinator.State) throws -> ItemsCoordinator.State {
    try JSONDecoder().decode(ItemsCoordinator.State.self, from: JSONEncoder().encode(state))
  }

  @Test func anItemZeroListsItsOneMultipleOnceAndRestores() async throws {
    let zero = [ItemsList.Item(id: 0, name: "Nothing")]
    let state = await reach(
      [.routes(.screen(0, .list(.itemTapped(0)))), .routes(.screen(1, .detail(.numbersTapped)))],
      from: ItemsCoordinator.State(catalogue: zero))
    #expect(
      state.routes.top.screen == .numbers(NumbersCoordinator.State(list: .init(numbers: [0]))))
    #expect(try Self.roundTrip(state) == state)
  }

  @Test func anItemNoDetailShowsHasNoPreviewAndNothingChanges() async throws {
    let far = [ItemsList.Item(id: 2_000_000_000, name: "Far")]
    let state = await reach(
      [.routes(.screen(0, .list(.itemTapped(2_000_000_000))))],
      from: ItemsCoordinator.State(catalogue: far))
    let store = makeStore(state)
    await store.send(.routes(.screen(1, .detail(.previewTapped))))
    await store.receive(.routes(.screen(1, .detail(.delegate(.previewRequested(2_000_000_000))))))
    store.receiveReport(containing: "has no preview; nothing changed")
    await store.finish()
  }

  @Test func aTabOfAnotherCatalogueRestoresAsItWasSaved() async throws {
    let state = await reach(
      [.screen(0, .list(.itemTapped(12)))], from: ItemsCoordinator.State(catalogue: Self.catalogue))
    #expect(state.routes.top.screen == .detail(ItemDetail.State(id: 12, name: "Shelf 12")))
    #expect(ItemsCoordinator.restoringProblem(with: state) == nil)
    #expect(try Self.roundTrip(state) == state)
  }

  @Test func aTabWithFewerItemsThanTheShowcaseRestores() throws {
    let state = ItemsCoordinator.State(catalogue: Array(hundredItems.prefix(40)))
    #expect(try Self.roundTrip(state) == state)
  }

  @Test func aLinkNamesTheItemsOfTheTabsOwnCatalogue() throws {
    let state = ItemsCoordinator.State(catalogue: Self.catalogue)
    let link = try DeepLink(parsing: "/40")
    #expect(
      try ItemsCoordinator.routes(for: link, root: state.routes.root.screen).last?.screen
        == .detail(ItemDetail.State(id: 40, name: "Shelf 40")))
    #expect(
      #expect(throws: Refusal.self) {
        try ItemsCoordinator.open(DeepLink(parsing: "/8"), in: state)
      }?
      .message
        == "'8' is not an item; an item is the id of one on the list, as in '/items/12'")
  }

  @Test func aLinkIntoAnEmptyCatalogueSaysThereIsNothingToOpen() throws {
    let state = ItemsCoordinator.State(catalogue: [])
    #expect(
      #expect(throws: Refusal.self) {
        try ItemsCoordinator.open(DeepLink(parsing: "/1"), in: state)
      }?
      .message == "'1' is not an item; the list holds no item to open")
  }
}
