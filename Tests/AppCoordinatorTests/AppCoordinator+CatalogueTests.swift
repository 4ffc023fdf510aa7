import AppCoordinator
import Foundation
import ItemsCoordinator
import ItemsListFeature
import Navigation
import Testing

/// The app alone holds its items tab to its catalogue: the tab and the list load any
/// catalogue, and a saved app whose tab lists another is refused here, in the app's words.
@MainActor
struct AppCoordinatorCatalogueTests {
  static let rule = "the app lists ids 1 to 100 in order, once each, named 'Item N'"

  /// The app, its items tab listing `items`.
  static func app(listing items: [ItemsList.Item]) throws -> AppCoordinator.State {
    var tabs = AppCoordinator.initialTabs
    let index = try #require(tabs.index(of: .items))
    tabs.children[index] = .items(ItemsCoordinator.State(catalogue: items))
    var state = AppCoordinator.State(firstLaunch: false)
    state.routes = RouteStack(root: .tabs(tabs))
    return state
  }

  @Test func theItemsTabStartsWithTheAppsCatalogue() throws {
    let tabs = AppCoordinator.initialTabs
    let index = try #require(tabs.index(of: .items))
    guard case .items(let items) = tabs.children[index],
      case .list(let list) = items.routes.root.screen
    else {
      Issue.record("no items tab listing its items: \(tabs)")
      return
    }
    #expect(list.items == AppCoordinator.catalogue)
    #expect(AppCoordinator.catalogueProblem(in: list.items) == nil)
  }

  @Test("a renamed item is refused, naming the name the app gives it")
  func aRenamedItemIsRefused() {
    var items = AppCoordinator.catalogue
    items[4].name = "Five\nerror: forged"
    #expect(
      AppCoordinator.catalogueProblem(in: items)
        == "the item 5 is renamed; name it 'Item 5', as the app does")
  }

  @Test(
    "an id the app does not list, or lists elsewhere, is refused",
    arguments: [Int.min, Int.max, 0, 1])
  func anIdOffTheCatalogueIsRefused(id: Int) {
    var items = AppCoordinator.catalogue
    items[2].id = id
    #expect(
      AppCoordinator.catalogueProblem(in: items)
        == "the item at position 2 has the id \(id), where the app lists 3; \(Self.rule)")
  }

  @Test("an empty list, a short one and a longer one are refused by their count")
  func aListOfAnotherLengthIsRefused() {
    let catalogue = AppCoordinator.catalogue
    for items in [[], Array(catalogue.prefix(99)), catalogue + [.init(id: 101, name: "Item 101")]] {
      #expect(
        AppCoordinator.catalogueProblem(in: items)
          == "the items list holds \(items.count) items; \(Self.rule)")
    }
  }

  @Test("a tab listing another catalogue is the tab's to show and the app's to refuse")
  func anotherCatalogueIsRefusedByTheAppAlone() throws {
    let fewer = AppCoordinator.catalogue.filter { $0.id != 50 }
    let tab = ItemsCoordinator.State(catalogue: fewer)
    #expect(ItemsCoordinator.restoringProblem(with: tab) == nil)
    #expect(
      AppCoordinator.restoringProblem(with: try Self.app(listing: fewer))
        == "the tab 'items' lists other items than the app's: the items list holds 99 items; "
        + Self.rule)
  }

  @Test("a saved app whose items tab lost an item does not load, saying which rule it breaks")
  func aSavedAppWithAnItemRemovedDoesNotLoad() throws {
    let removed = AppCoordinator.catalogue.filter { $0.id != 50 }
    let data = try JSONEncoder().encode(try Self.app(listing: removed))
    do {
      _ = try JSONDecoder().decode(AppCoordinator.State.self, from: data)
      Issue.record("the app loaded a tab without item 50")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.debugDescription.hasPrefix("the tab 'items' lists other items than the app's"))
    }
    // The app's own catalogue, saved, loads as it was.
    let own = try Self.app(listing: AppCoordinator.catalogue)
    #expect(
      try JSONDecoder().decode(AppCoordinator.State.self, from: JSONEncoder().encode(own)) == own)
  }
}
