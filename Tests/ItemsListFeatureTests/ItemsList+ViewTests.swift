import ItemsListFeature
import LineRuntime
import Presentation
import Testing

/// The list's face, as any front end shows it: the page on screen, and what its commands offer.
struct ItemsListViewTests {
  func view(page: Int = 0, items: [ItemsList.Item]? = nil) -> ScreenView<ItemsList.Action> {
    let state = items.map { ItemsList.State(items: $0, page: page) }
    return ItemsList.view(of: state ?? ItemsList.State.hundred(page: page))
  }

  func command(
    _ name: String, page: Int = 0, items: [ItemsList.Item]? = nil
  ) throws -> Command<ItemsList.Action> {
    try #require(view(page: page, items: items).command(named: name))
  }

  /// The ids `select` offers, as shown.
  func selectable(page: Int = 0, items: [ItemsList.Item]? = nil) throws -> [String] {
    guard case .choice(let choices) = try command("select", page: page, items: items).argument
    else { throw CommandRefusal.mismatched }
    return choices.labels
  }

  @Test func theFirstPageShowsItsNumberAndItsTenItems() {
    let screen = view()
    #expect(screen.title == "Items")
    #expect(screen.lines == ["page 1 of 10"] + (1...10).map { "  \($0)  Item \($0)" })
    #expect(screen.commands.map(\.synopsis) == ["select <id>", "next", "prev"])
  }

  @Test func theLastPageShowsTheLastTenItems() {
    #expect(view(page: 9).lines == ["page 10 of 10"] + (91...100).map { "  \($0)  Item \($0)" })
  }

  @Test func anEmptyListSaysSoOnItsOnlyPage() {
    #expect(view(items: []).lines == ["page 1 of 1", "  (no items)"])
  }

  @Test func selectOffersEveryIdOfTheListNotOnlyOfThePage() throws {
    #expect(try selectable() == (1...100).map(String.init))
    #expect(try selectable(page: 9) == (1...100).map(String.init))
    let select = try command("select", page: 9)
    #expect(try select.action(for: .choice(56)) == .itemTapped(57))
  }

  @Test func idsWithGapsAreOfferedAsTheyAre() throws {
    let items = [2, 4, 8].map { ItemsList.Item(id: $0, name: "Item \($0)") }
    #expect(try selectable(items: items) == ["2", "4", "8"])
  }

  @Test func selectOnAnEmptyListIsUnavailable() throws {
    #expect(
      try command("select", items: []).unavailability
        == "the list is empty; there is no item to select")
  }

  @Test func nextAndPrevTurnThePageWithinTheList() throws {
    #expect(try command("next").action(for: .none) == .nextPageTapped)
    #expect(try command("prev", page: 9).action(for: .none) == .previousPageTapped)
    #expect(try command("next", page: 5).unavailability == nil)
    #expect(try command("prev", page: 5).unavailability == nil)
  }

  @Test func prevOnTheFirstPageIsUnavailable() throws {
    #expect(try command("prev").unavailability == "this is the first page (1 of 10)")
  }

  @Test func nextOnTheLastPageIsUnavailable() throws {
    #expect(try command("next", page: 9).unavailability == "this is the last page (10 of 10)")
  }

  @Test func turningAListOfOnePageIsUnavailable() throws {
    let items = [ItemsList.Item(id: 1, name: "Only")]
    #expect(try command("next", items: items).unavailability == "the list fits on one page")
    #expect(try command("prev", items: items).unavailability == "the list fits on one page")
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = view().commands.map(\.name)
    #expect(names == ["select", "next", "prev"])
    #expect(Set(names).isDisjoint(with: globals))
  }
}
