public import Architecture
public import Presentation

extension ItemsList: ScreenFeature {
  /// The screen, which asks the outside world for nothing.
  public init(_ dependencies: Dependencies) {
    self.init()
  }

  /// The list's title, as breadcrumbs and trees show it.
  public static func title(of state: State) -> String { "Items" }

  /// The list as a front end shows it: the page on screen and its items, and commands to open an
  /// item or turn the page. Turning past the first or last page is refused before it is sent.
  public static func view(of state: State) -> ScreenView<Action> {
    let page = state.shownPage
    let pages = state.lastPage + 1
    var lines = ["page \(page + 1) of \(pages)"]
    lines += state.itemsOnPage.map { "  \($0.id)  \($0.name)" }
    if state.items.isEmpty { lines.append("  (no items)") }
    // A list front end shows every item as a row to choose from, its cursor on the page's first.
    let list =
      state.items.isEmpty
      ? nil
      : ScreenList(
        command: "select", rows: state.items.map { "\($0.id)  \($0.name)" },
        first: page * ItemsList.pageSize)
    return ScreenView(
      title: title(of: state),
      lines: lines,
      list: list,
      commands: [
        select(state),
        turn(
          "next", summary: "show the next page", allowed: state.hasNextPage,
          refusal: pages == 1
            ? "the list fits on one page"
            : "this is the last page (\(pages) of \(pages))",
          action: .nextPageTapped),
        turn(
          "prev", summary: "show the previous page", allowed: state.hasPreviousPage,
          refusal: pages == 1
            ? "the list fits on one page"
            : "this is the first page (1 of \(pages))",
          action: .previousPageTapped),
      ])
  }

  /// The command that opens any item of the list, not only one of the page on screen: the
  /// user may know the id already.
  private static func select(_ state: State) -> Command<Action> {
    Command.choice(
      "select", placeholder: "id", summary: "open an item by its id",
      among: state.items.map(\.id), noun: "an item on the list", action: Action.itemTapped
    )
    .unavailable(
      because: state.items.isEmpty ? "the list is empty; there is no item to select" : nil)
  }

  /// A page-turning command without arguments, refused with `refusal` when not `allowed`.
  private static func turn(
    _ name: String, summary: String, allowed: Bool, refusal: String, action: Action
  ) -> Command<Action> {
    .plain(name, summary: summary, action: action).unavailable(because: allowed ? nil : refusal)
  }
}
