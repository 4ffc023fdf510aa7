import ItemsListFeature
import LineRuntime
import Presentation
import Testing

/// The list's face, as any front end shows it: the page on screen, and how typed words become its
/// actions.
struct ItemsListViewTests {
  func view(page: Int = 0, items: [ItemsList.Item]? = nil) -> ScreenView<ItemsList.Action> {
    let state = items.map { ItemsList.State(items: $0, page: page) }
    return ItemsList.view(of: state ?? ItemsList.State(page: page))
  }

  func parse(
    _ line: String, page: Int = 0, items: [ItemsList.Item]? = nil
  ) throws -> ItemsList.Action {
    let words = line.split(separator: " ").map(String.init)
    let command = try #require(view(page: page, items: items).command(named: words[0]))
    return try command.parse(Array(words.dropFirst()))
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

  @Test func selectTakesAnyIdOfTheListNotOnlyOfThePage() throws {
    #expect(try parse("select 3") == .itemTapped(3))
    #expect(try parse("select 100") == .itemTapped(100))
    #expect(try parse("select 57", page: 9) == .itemTapped(57))
  }

  @Test func anIdOffTheListIsRefusedWithTheValidRange() {
    #expect(throws: InputError("'101' is not an item on the list; choose an id from 1 to 100")) {
      try parse("select 101")
    }
    #expect(throws: InputError("'0' is not an item on the list; choose an id from 1 to 100")) {
      try parse("select 0")
    }
    #expect(throws: InputError("'x' is not an item on the list; choose an id from 1 to 100")) {
      try parse("select x")
    }
  }

  @Test(
    "an id written otherwise than printed is refused, as a link refuses it",
    arguments: ["+5", "05", "-0"])
  func anIdWrittenOtherwiseIsRefused(word: String) {
    #expect(
      throws: InputError("'\(word)' is not an item on the list; choose an id from 1 to 100")
    ) {
      try parse("select \(word)")
    }
  }

  @Test func aLongWordIsShortenedInTheRefusal() {
    let word = String(repeating: "9", count: 30)
    let shown = String(repeating: "9", count: 20) + "..."
    let message = "'\(shown)' is not an item on the list; choose an id from 1 to 100"
    #expect(throws: InputError(message)) { try parse("select \(word)") }
  }

  @Test func selectWithoutOneIdIsRefusedWithAnExampleFromThePage() {
    let message = "'select' takes one item id (an id from 1 to 100), as in 'select 41'"
    #expect(throws: InputError(message)) { try parse("select", page: 4) }
    #expect(throws: InputError(message)) { try parse("select 41 42", page: 4) }
  }

  @Test func idsWithGapsAreListedInsteadOfARange() {
    let items = [2, 4, 8].map { ItemsList.Item(id: $0, name: "Item \($0)") }
    #expect(throws: InputError("'5' is not an item on the list; choose one of 2, 4, 8")) {
      try parse("select 5", items: items)
    }
  }

  @Test func selectOnAnEmptyListIsRefused() {
    #expect(throws: InputError("the list is empty; there is no item to select")) {
      try parse("select 1", items: [])
    }
  }

  @Test func nextAndPrevTurnThePageWithinTheList() throws {
    #expect(try parse("next") == .nextPageTapped)
    #expect(try parse("prev", page: 9) == .previousPageTapped)
    #expect(try parse("next", page: 5) == .nextPageTapped)
    #expect(try parse("prev", page: 5) == .previousPageTapped)
  }

  @Test func prevOnTheFirstPageIsRefused() {
    let message =
      "'prev' cannot turn the page: this is the first page (1 of 10); type 'next' to go on"
    #expect(throws: InputError(message)) { try parse("prev") }
  }

  @Test func nextOnTheLastPageIsRefused() {
    let message =
      "'next' cannot turn the page: this is the last page (10 of 10); "
      + "type 'prev' to go back a page"
    #expect(throws: InputError(message)) { try parse("next", page: 9) }
  }

  @Test func turningAListOfOnePageIsRefused() {
    let items = [ItemsList.Item(id: 1, name: "Only")]
    #expect(throws: InputError("'next' cannot turn the page: the list fits on one page")) {
      try parse("next", items: items)
    }
    #expect(throws: InputError("'prev' cannot turn the page: the list fits on one page")) {
      try parse("prev", items: items)
    }
  }

  @Test func nextAndPrevWithArgumentsAreRefused() {
    #expect(throws: InputError("'next' takes no arguments; type 'next' alone")) {
      try parse("next 3")
    }
    #expect(throws: InputError("'prev' takes no arguments; type 'prev' alone")) {
      try parse("prev 1", page: 2)
    }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = view().commands.map(\.name)
    #expect(names == ["select", "next", "prev"])
    #expect(Set(names).isDisjoint(with: globals))
  }
}
