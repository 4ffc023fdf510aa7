import Foundation
import ItemsListFeature
import Testing

/// A restored list is the app's catalogue, whatever the file says.
struct ItemsListDecodingTests {
  func decode(_ items: [ItemsList.Item], page: Int = 0) throws -> ItemsList.State {
    let data = try JSONEncoder().encode(ItemsList.State(items: items, page: page))
    return try JSONDecoder().decode(ItemsList.State.self, from: data)
  }

  func refusal(_ items: [ItemsList.Item], page: Int = 0) -> String? {
    do {
      _ = try decode(items, page: page)
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  static let rule = "the app lists ids 1 to 100 in order, once each, named 'Item N'"

  @Test("the catalogue on any of its pages loads as it was saved")
  func theCatalogueLoads() throws {
    #expect(try decode(ItemsList.catalogue, page: 9) == ItemsList.State(page: 9))
    #expect(ItemsList.State().items == ItemsList.catalogue)
  }

  @Test("a renamed item is refused, naming the name the app gives it")
  func aRenamedItemIsRefused() {
    var items = ItemsList.catalogue
    items[4].name = "Five\nerror: forged"
    #expect(refusal(items) == "the item 5 is renamed; name it 'Item 5', as the app does")
  }

  @Test(
    "an id the app does not list, or lists elsewhere, is refused",
    arguments: [Int.min, Int.max, 0, 1])
  func anIdOffTheCatalogueIsRefused(id: Int) {
    var items = ItemsList.catalogue
    items[2].id = id
    #expect(
      refusal(items)
        == "the item at position 2 has the id \(id), where the app lists 3; \(Self.rule)")
  }

  @Test("an empty list, a short one and a longer one are refused by their count")
  func aListOfAnotherLengthIsRefused() {
    #expect(refusal([]) == "the items list holds 0 items; \(Self.rule)")
    #expect(
      refusal(Array(ItemsList.catalogue.prefix(99)))
        == "the items list holds 99 items; \(Self.rule)")
    #expect(
      refusal(ItemsList.catalogue + [ItemsList.Item(id: 101, name: "Item 101")])
        == "the items list holds 101 items; \(Self.rule)")
  }

  @Test(
    "a million items are refused by their count, before any item is read", .timeLimit(.minutes(1)))
  func aMillionItemsAreRefusedAtOnce() throws {
    let item = #"{"id":1,"name":"Item 1"}"#
    let json =
      #"{"page":0,"items":["# + Array(repeating: item, count: 1_000_000).joined(separator: ",")
      + "]}"
    let started = ContinuousClock.now
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ItemsList.State.self, from: Data(json.utf8))
    }
    do {
      _ = try JSONDecoder().decode(ItemsList.State.self, from: Data(json.utf8))
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "the items list holds 1000000 items; \(Self.rule)")
    }
    #expect(ContinuousClock.now - started < .seconds(20))
  }

  @Test("a page past the list is refused", arguments: [-1, 10, Int.max])
  func aPagePastTheListIsRefused(page: Int) {
    #expect(
      refusal(ItemsList.catalogue, page: page) == "the page is \(page); the list's pages are 0 to 9"
    )
  }
}
