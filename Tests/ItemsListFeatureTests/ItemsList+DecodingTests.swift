import Foundation
import ItemsListFeature
import Testing

/// A restored list is any list that keeps the list's own rules: which items a host lists is
/// the host's to check.
struct ItemsListDecodingTests {
  func decode(_ items: [ItemsList.Item], page: Int = 0) throws -> ItemsList.State {
    let data = try JSONEncoder().encode(ItemsList.State(items: items, page: page))
    return try JSONDecoder().decode(ItemsList.State.self, from: data)
  }

  func refusal(_ items: [ItemsList.Item], page: Int = 0) -> String? {
    do {
      return refusal(of: try JSONEncoder().encode(ItemsList.State(items: items, page: page)))
    } catch {
      return "\(error)"
    }
  }

  func refusal(of data: Data) -> String? {
    do {
      _ = try JSONDecoder().decode(ItemsList.State.self, from: data)
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  /// A file's text for a list of `count` copies of `item`, written by hand: the list's own
  /// encoder never writes more than it holds.
  func json(repeating item: String, count: Int) -> Data {
    Data(
      (#"{"page":0,"items":["# + Array(repeating: item, count: count).joined(separator: ",")
        + "]}").utf8)
  }

  @Test("a list on any of its pages loads as it was saved")
  func aListLoads() throws {
    let state = ItemsList.State.hundred(page: 9)
    #expect(try decode(state.items, page: 9) == state)
  }

  @Test(
    "another host's catalogue loads: fewer items, other ids and names, gaps, any order, none",
    arguments: [
      Array(hundredItems.prefix(40)),
      [
        ItemsList.Item(id: 900, name: "Lamp"), .init(id: -3, name: "Desk"), .init(id: 7, name: "é"),
      ],
      Array(hundredItems.filter { $0.id != 50 }),
      [ItemsList.Item(id: Int.min, name: "Low"), .init(id: Int.max, name: "High")],
      [],
    ])
  func anotherCatalogueLoads(items: [ItemsList.Item]) throws {
    let page = ItemsList.State(items: items).lastPage
    #expect(try decode(items, page: page) == ItemsList.State(items: items, page: page))
  }

  @Test("an id listed twice is refused, naming it")
  func aDuplicateIdIsRefused() {
    var items = hundredItems
    items[2].id = 1
    #expect(refusal(items) == "the item 1 is listed twice; list each id once")
  }

  @Test("an item with no name is refused")
  func anEmptyNameIsRefused() {
    var items = hundredItems
    items[4].name = ""
    #expect(refusal(items) == "the item 5 has no name; give every item a name")
  }

  @Test("a name longer than a line of the list is refused; one at the limit loads")
  func aLongNameIsRefused() throws {
    var items = hundredItems
    items[4].name = String(repeating: "é", count: ItemsList.longestName)
    #expect(try decode(items).items[4] == items[4])
    items[4].name += "x"
    #expect(
      refusal(items)
        == "the item 5 has a name longer than \(ItemsList.longestName) characters; shorten it")
  }

  @Test("as many items as a list holds load; one more is refused by its count")
  func theCapacityIsKept() throws {
    let item = #"{"id":1,"name":"Item 1"}"#
    let full = (1...ItemsList.capacity).map { ItemsList.Item(id: $0, name: "Item \($0)") }
    #expect(try decode(full).items.count == ItemsList.capacity)
    #expect(
      refusal(of: json(repeating: item, count: ItemsList.capacity + 1))
        == "the items list holds \(ItemsList.capacity + 1) items; a list holds at most "
        + "\(ItemsList.capacity)")
  }

  @Test(
    "a million items are refused by their count, before any item is read", .timeLimit(.minutes(1)))
  func aMillionItemsAreRefusedAtOnce() throws {
    // Every item alike, so that reading them would be refused for a duplicate id instead.
    let data = json(repeating: #"{"id":1,"name":"Item 1"}"#, count: 1_000_000)
    let started = ContinuousClock.now
    #expect(
      refusal(of: data)
        == "the items list holds 1000000 items; a list holds at most \(ItemsList.capacity)")
    #expect(ContinuousClock.now - started < .seconds(20))
  }

  @Test("a page past the list is refused", arguments: [-1, 10, Int.max])
  func aPagePastTheListIsRefused(page: Int) {
    #expect(refusal(hundredItems, page: page) == "the page is \(page); the list's pages are 0 to 9")
  }

  @Test("an empty list has one page, the first")
  func anEmptyListHasOnePage() {
    #expect(refusal([], page: 1) == "the page is 1; the list's pages are 0 to 0")
  }
}
