import ItemDetailFeature
import LineRuntime
import Presentation
import Testing

/// The detail's face, as any front end shows it: the item and its mark, and four commands without
/// arguments.
struct ItemDetailViewTests {
  func view(isFavorite: Bool = false) -> ScreenView<ItemDetail.Action> {
    ItemDetail.view(of: ItemDetail.State(id: 57, name: "Item 57", isFavorite: isFavorite))
  }

  @Test func theScreenIsTitledByTheItemsName() {
    #expect(ItemDetail.title(of: ItemDetail.State(id: 3, name: "Lamp")) == "Lamp")
    #expect(view().title == "Item 57")
  }

  @Test func theScreenShowsTheItemAndWhetherItIsAFavorite() {
    #expect(view().lines == ["item: 57, Item 57", "favorite: no"])
    #expect(view(isFavorite: true).lines == ["item: 57, Item 57", "favorite: yes"])
  }

  @Test func theFavoriteCommandSaysWhichWayItToggles() throws {
    let mark = try #require(view().command(named: "favorite"))
    let unmark = try #require(view(isFavorite: true).command(named: "favorite"))
    #expect(mark.summary == "mark as a favorite")
    #expect(unmark.summary == "unmark as a favorite")
  }

  @Test func eachCommandSendsItsAction() throws {
    let screen = view()
    let pairs: [(String, ItemDetail.Action)] = [
      ("favorite", .favoriteTapped), ("numbers", .numbersTapped),
      ("preview", .previewTapped), ("done", .doneTapped),
    ]
    // The whole list, in order, is pinned once: by the showcase's transcripts.
    for (name, action) in pairs {
      #expect(try screen.command(named: name)?.read([]) == action)
    }
  }

  @Test func argumentsAreRefused() {
    for name in ["favorite", "numbers", "preview", "done"] {
      #expect(throws: Refusal("'\(name)' takes no arguments; type '\(name)' alone")) {
        try view().command(named: name)?.read(["57"])
      }
    }
  }

  @Test func noCommandIsNamedLikeAGlobalCommand() {
    let globals = LineRendering.globalCommands.map { String($0.synopsis.prefix { $0 != " " }) }
    let names = view().commands.map(\.name)
    #expect(!names.isEmpty)
    #expect(Set(names).isDisjoint(with: globals))
  }
}
